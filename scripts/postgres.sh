#!/usr/bin/env bash
# A throw-away PostgreSQL for the test suites (CI and local runs): `scripts/postgres.sh start DIR
# PORT` (PORT `auto` or absent: a free one) installs Debian's postgresql when missing (root only), runs initdb into DIR as the
# `postgres` user (trust auth, local TCP only), starts it on PORT and creates the database
# `studentwork`; it prints the DATABASE_URL to use. `scripts/postgres.sh stop DIR` stops it and
# removes DIR. `scripts/postgres.sh rdkit` installs the RDKit cartridge for the installed major
# version (postgresql-NN-rdkit, root only; the server then searches structures in SQL).
set -euo pipefail
cmd=${1:-}; dir=${2:-/tmp/studentwork-pg}; port=${3:-auto}
if [ "$port" = "auto" ]; then
  port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
fi

bindir() {
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  [ -n "$d" ] && echo "$d"
}

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    if ! bindir >/dev/null; then
      if [ "$(id -u)" != "0" ]; then echo "postgresql is not installed (apt-get install postgresql)" >&2; exit 1; fi
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    fi
    bin=$(bindir)
    rm -rf "$dir"; mkdir -p "$dir"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$dir"
    as_postgres "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
    as_postgres "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres studentwork
    echo "postgres://postgres@127.0.0.1:$port/studentwork"
    ;;
  rdkit)
    bin=$(bindir) || { echo "postgresql is not installed" >&2; exit 1; }
    major=$(basename "$(dirname "$bin")")
    if ! dpkg -s "postgresql-$major-rdkit" >/dev/null 2>&1; then
      if [ "$(id -u)" != "0" ]; then echo "postgresql-$major-rdkit is not installed" >&2; exit 1; fi
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "postgresql-$major-rdkit" >/dev/null
    fi
    echo "postgresql-$major-rdkit"
    ;;
  stop)
    bin=$(bindir)
    [ -d "$dir/data" ] && as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop DIR [PORT] | rdkit" >&2; exit 2 ;;
esac
