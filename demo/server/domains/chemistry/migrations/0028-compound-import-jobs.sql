-- A large import (one CSV or SDF file of up to a million rows) is a job the browser feeds in
-- batches as it reads the file (docs/chemistry-search.md, "Importing a large file"): each batch is
-- stored in one transaction with the job's progress (`next_row`: the first row not yet stored),
-- so a batch sent again after a failure stores nothing twice and the browser resumes where the
-- job stands. Every rejected row is kept with its reason (a message: written in the reader's
-- language when read).
create table compound_imports (
  id serial primary key,
  tenant_id integer not null references tenants(id),
  created_by integer not null references users(id),
  file_name text not null,
  file_size bigint not null,
  -- Name, size and modification time of the file: how the browser knows the same file again.
  file_key text not null,
  state text not null default 'running' check (state in ('running', 'stopped', 'done')),
  next_row integer not null default 1,
  imported integer not null default 0,
  rejected integer not null default 0,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index compound_imports_owner on compound_imports (tenant_id, created_by, updated_at desc);

create table compound_import_rejections (
  import_id integer not null references compound_imports(id) on delete cascade,
  row integer not null,
  code text not null,
  reason jsonb not null,
  name text,
  earlier_row integer,
  structure text not null default '',
  primary key (import_id, row)
);

-- Which import (and row of its file) stored a compound: a later batch's repeat of an earlier
-- batch's structure is named as a repeat of that row, not as a compound already there.
alter table compounds add column import_id integer references compound_imports(id), add column import_row integer;
