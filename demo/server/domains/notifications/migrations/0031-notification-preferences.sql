-- Preferences (docs/api.md, notifications): each member chooses, per notification type, whether its notices reach
-- them in the console (`in_app`) and by e-mail (`email`: 'high' — high priority only, the default —,
-- 'all' or 'off'). No row: the defaults (in the console; e-mail for high priority). A notice its
-- publisher marks `required` reaches every recipient whatever they chose.
alter table notifications add column required boolean not null default false;

create table notification_preferences (
  user_id int not null references users(id) on delete cascade,
  type text not null,
  in_app boolean not null default true,
  email text not null default 'high' check (email in ('high', 'all', 'off')),
  updated_at timestamptz not null,
  primary key (user_id, type)
);

-- A read mark now keeps when the reader first opened the notice (`read_at`, what a publisher's
-- receipts show) while the reader's own box may say unread again: from `unread_since` on, the
-- notice counts as unread for them (marked unread: now; snoozed: when the snooze ends). Opening it
-- again clears it.
alter table notification_reads add column unread_since timestamptz;
