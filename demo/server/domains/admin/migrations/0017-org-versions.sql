-- Organisation list versions (issue 15): one counter per tenant, raised in the same transaction
-- as every change of its organisations (orgs.ts → orgsChanged). The serialised, compressed
-- copies of querySysOrg pages (orgPages.ts) and their ETags are keyed by it, so a copy is never
-- served after a change, whichever server process made the change.
create table org_versions (
  tenant_id integer primary key references tenants (id) on delete cascade,
  version bigint not null default 0
);
