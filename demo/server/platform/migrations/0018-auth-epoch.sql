-- The authorisation epoch (issue 15): one counter, raised at the commit of every transaction
-- that changes what a session resolves to — a session revoked, replaced, expired or deleted; a
-- user's approval or tenant; the roles a user holds; a role's menus or buttons; the menus; the
-- posts a user holds and their menus. Each server process keeps the callers and the
-- queryCurrentAuthority answers it has resolved under the epoch they were read at
-- (platform/authEpoch.ts) and uses them only while a read made after the request arrived still
-- finds the same epoch, so a change is seen by the next request of every process on the database.
-- On the embedded PGlite, whose one process makes every change, the commit's notification
-- stands in for the read.
--
-- The triggers are deferred constraint triggers: the counter's row is written at commit, not
-- while a long transaction (an import) runs, so writers wait on it only for a moment.
create table auth_epoch (
  id integer primary key check (id = 1),
  version bigint not null
);
insert into auth_epoch (id, version) values (1, 0);

create function raise_auth_epoch() returns trigger language plpgsql as $$
begin
  update auth_epoch set version = version + 1 where id = 1;
  -- One notification per transaction (equal payloads fold into one): the embedded database's
  -- only process learns of the change at commit, without reading the counter.
  perform pg_notify('auth_epoch', '');
  return null;
end
$$;

create constraint trigger sessions_auth_epoch after update or delete on sessions
  deferrable initially deferred for each row execute function raise_auth_epoch();

create constraint trigger users_auth_epoch after update on users
  deferrable initially deferred for each row
  when (old.audit_status is distinct from new.audit_status or old.tenant_id is distinct from new.tenant_id)
  execute function raise_auth_epoch();

create constraint trigger users_deleted_auth_epoch after delete on users
  deferrable initially deferred for each row execute function raise_auth_epoch();

create constraint trigger user_roles_auth_epoch after insert or update or delete on user_roles
  deferrable initially deferred for each row execute function raise_auth_epoch();

create constraint trigger roles_auth_epoch after insert or update or delete on roles
  deferrable initially deferred for each row execute function raise_auth_epoch();

create constraint trigger menus_auth_epoch after insert or update or delete on menus
  deferrable initially deferred for each row execute function raise_auth_epoch();

create constraint trigger role_menus_auth_epoch after insert or update or delete on role_menus
  deferrable initially deferred for each row execute function raise_auth_epoch();

create constraint trigger user_posts_auth_epoch after insert or update or delete on user_posts
  deferrable initially deferred for each row execute function raise_auth_epoch();

create constraint trigger post_menus_auth_epoch after insert or update or delete on post_menus
  deferrable initially deferred for each row execute function raise_auth_epoch();
