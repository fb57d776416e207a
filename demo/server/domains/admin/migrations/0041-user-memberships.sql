-- A user's further organisations (docs/spec.md#user-form): besides the one of `users.org_id` (the
-- user's own, which decides their data scope and approvers), a user may be a member of up to ten
-- more — a teacher of two schools. Attendance decides each member's day under each one's rules.
create table user_orgs (
  tenant_id int not null references tenants(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  org_id int not null references orgs(id) on delete cascade,
  primary key (user_id, org_id)
);
create index user_orgs_org on user_orgs (tenant_id, org_id);
