-- Snooze: a user puts a notice away until a time; until then it is in their "snoozed" box only
-- (not unread, not read, not in the unread count), and then it comes back unread (the snooze
-- removed the read mark). A row whose time has passed means nothing; rows a day past it are pruned.
create table notification_snoozes (
  notification_id int not null references notifications(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  until timestamptz not null,
  primary key (notification_id, user_id)
);
create index notification_snoozes_user on notification_snoozes (user_id, until);
