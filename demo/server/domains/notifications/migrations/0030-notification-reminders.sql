-- Receipts and reminders: a publisher reminds the recipients who have not read a current notice;
-- each reminded user's row says when (and by whom), so a user is reminded of a notice at most once
-- an hour, their list shows the reminder and brings the notice to the top. The stream carries a
-- `reminded` event (tenant-wide; each reader's stream checks it holds a reminder row).
create table notification_reminders (
  notification_id int not null references notifications(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  reminded_at timestamptz not null,
  reminded_by int references users(id) on delete set null,
  primary key (notification_id, user_id)
);
create index notification_reminders_user on notification_reminders (user_id);

alter table notification_events drop constraint notification_events_kind_check;
alter table notification_events add constraint notification_events_kind_check
  check (kind in ('published', 'updated', 'withdrawn', 'read-state', 'reminded'));
