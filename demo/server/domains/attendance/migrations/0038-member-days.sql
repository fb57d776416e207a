-- Each member's day as the server decided it (docs/spec.md#attendance-days), stored once the day
-- has closed (its check-out window is over) so that a month's report reads rows instead of
-- deciding 300 000 days: the states, the minutes late and early, the arrival and departure, the
-- approved leave's type and the member's organisation on that day. `attendance_settled` is how
-- far each tenant's days are stored for every member; a change of rules lowers it to the first
-- date the change applies to, and the settling job decides the days from there again.
create table member_days (
  tenant_id int not null references tenants(id) on delete cascade,
  day date not null,
  user_id int not null references users(id) on delete cascade,
  org_id int references orgs(id) on delete set null,
  working boolean not null,
  states text[] not null,
  late_minutes int not null default 0,
  early_minutes int not null default 0,
  arrival timestamptz,
  departure timestamptz,
  leave_type text,
  decided_at timestamptz not null,
  primary key (tenant_id, day, user_id)
);
create index member_days_user on member_days (user_id, day);

create table attendance_settled (
  tenant_id int primary key references tenants(id) on delete cascade,
  -- Every member's days up to this date (inclusive) are stored; null: none yet.
  through date,
  -- The first date a change of rules asked to decide again (null: nothing asked).
  redo_from date,
  updated_at timestamptz not null
);

-- The "Attendance reports" menu (26, administrators, editors and the attendance officer's post)
-- for databases seeded before it; a fresh database gets it from the seed.
insert into menus (tenant_id, id, parent_id, name, path, title, icon, roles, sort)
select t.id, 26, 2, 'AttendanceReports', '/attendance/reports', 'Attendance reports', 'chart-column', array['ROLE_ADMIN', 'ROLE_EDITOR'],
       coalesce((select sort from menus x where x.tenant_id = t.id and x.id = 25), 0)
from tenants t
where exists (select 1 from menus x where x.tenant_id = t.id and x.id = 2)
on conflict do nothing;

insert into role_menus (role_id, tenant_id, menu_id)
select r.id, r.tenant_id, 26 from roles r
where r.code = 'ROLE_EDITOR' and exists (select 1 from menus m where m.tenant_id = r.tenant_id and m.id = 26)
on conflict do nothing;

insert into post_menus (tenant_id, post_code, menu_id)
select p.tenant_id, p.code, 26 from posts p
where p.code = 'ATT_OFFICER' and exists (select 1 from menus x where x.tenant_id = p.tenant_id and x.id = 26)
on conflict do nothing;
