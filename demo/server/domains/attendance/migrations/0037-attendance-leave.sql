-- Leave requests (docs/spec.md#attendance-leave) go through the same approvals as check-ins
-- outside the scope: a request is of a kind — 'outside' names its check-in, 'leave' its type (a
-- value of the tenant's leaveType dictionary) and its first and last day. The dictionary for
-- tenants seeded before it; a fresh database gets it from the seed.
alter table attendance_approvals alter column check_in_id drop not null;
alter table attendance_approvals add column kind text not null default 'outside' check (kind in ('outside', 'leave'));
alter table attendance_approvals add column leave_type text;
alter table attendance_approvals add column from_date date;
alter table attendance_approvals add column to_date date;
alter table attendance_approvals add constraint attendance_approvals_shape check (
  (kind = 'outside' and check_in_id is not null and leave_type is null)
  or (kind = 'leave' and check_in_id is null and leave_type is not null and from_date is not null and to_date is not null and from_date <= to_date)
);
create index attendance_approvals_leave on attendance_approvals (user_id, from_date) where kind = 'leave';

insert into dict_types (tenant_id, code, name, name_zh, name_tw, description, description_zh, description_tw)
select t.id, 'leaveType', 'Leave type', '请假类型', '請假類型', 'The kinds of leave a member asks for', '成员可申请的请假种类', '成員可申請的請假種類'
from tenants t
where exists (select 1 from dict_types d where d.tenant_id = t.id)
on conflict do nothing;

insert into dict_items (tenant_id, dict_type, value, label, label_zh, label_tw, sort)
select t.id, 'leaveType', v.value, v.label, v.zh, v.tw, v.sort
from tenants t
cross join (values ('annual', 'Annual leave', '年假', '特休', 1), ('sick', 'Sick leave', '病假', '病假', 2),
                   ('personal', 'Personal leave', '事假', '事假', 3), ('business', 'Business trip', '出差', '出差', 4)) as v(value, label, zh, tw, sort)
where exists (select 1 from dict_types d where d.tenant_id = t.id and d.code = 'leaveType')
on conflict do nothing;
