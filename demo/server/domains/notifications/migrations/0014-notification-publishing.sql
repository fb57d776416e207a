-- Notifications (issue 12): the publish object as users, organisations and roles (the single
-- role code of 0001 moves into `publish_roles`; all three empty = everyone), the markdown as
-- authored next to the rendered and sanitised HTML (`content`), who published it (the user; the
-- `publisher` name stays for the seeded notices), when it was last edited and withdrawn, and
-- each user's archive marks (read marks are 0001's notification_reads).
alter table notifications
  add column publish_users int[] not null default '{}',
  add column publish_orgs int[] not null default '{}',
  add column publish_roles text[] not null default '{}',
  add column markdown text not null default '',
  add column publisher_id int references users(id),
  add column updated_at timestamptz,
  add column withdrawn_at timestamptz;
update notifications set publish_roles = array[publish_object] where publish_object is not null;
alter table notifications drop column publish_object;

create table notification_archives (
  notification_id int not null references notifications(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  archived_at timestamptz not null,
  primary key (notification_id, user_id)
);
create index notification_archives_user on notification_archives (user_id);
create index notification_reads_user on notification_reads (user_id);
