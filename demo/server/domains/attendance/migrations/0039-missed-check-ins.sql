-- A missed check-in (docs/spec.md#attendance-approvals): a member who forgot to check in or out
-- asks for a check-in at a time of a past day, with a reason and a photo, decided among the
-- approvals; an approved one counts for the day as a check-in inside the scope.
alter table attendance_approvals drop constraint attendance_approvals_kind_check;
alter table attendance_approvals add constraint attendance_approvals_kind_check check (kind in ('outside', 'leave', 'missed'));
alter table attendance_approvals add column missed_at timestamptz;
alter table attendance_approvals drop constraint attendance_approvals_shape;
alter table attendance_approvals add constraint attendance_approvals_shape check (
  (kind = 'outside' and check_in_id is not null and leave_type is null and missed_at is null)
  or (kind = 'leave' and check_in_id is null and leave_type is not null and from_date is not null and to_date is not null
      and from_date <= to_date and missed_at is null)
  or (kind = 'missed' and check_in_id is null and leave_type is null and from_date is null and missed_at is not null)
);
create index attendance_approvals_missed on attendance_approvals (user_id, missed_at) where kind = 'missed';
