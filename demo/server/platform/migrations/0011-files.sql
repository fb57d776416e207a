-- Files uploaded through the platform's file endpoint (avatars now, editor images later): the
-- bytes themselves (bytea), checked to be an image by their content, with the tenant and the
-- user who uploaded them. `key` is 128 random bits (hex): the file's address, unguessable.
create table files (
  key text primary key,
  tenant_id int not null references tenants(id),
  owner_id int not null references users(id),
  name text not null,
  content_type text not null,
  size int not null,
  data bytea not null,
  created_at timestamptz not null
);
create index files_tenant on files (tenant_id, created_at);
