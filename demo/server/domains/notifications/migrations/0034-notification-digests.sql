-- The daily digest (docs/api.md, notifications): a member who turns it on gets, once a day at
-- `hour` in `time_zone` (their browser's, when they chose it), one e-mail listing the notices that
-- started since the last one, that they have not read, and that no e-mail of their own reached
-- (their e-mail choice for the type is 'high' and the notice is neither high priority nor
-- required). `since` starts the next digest's window; `next_at` is when it is due.
create table notification_digests (
  user_id int primary key references users(id) on delete cascade,
  hour smallint not null check (hour between 0 and 23),
  time_zone text not null,
  since timestamptz not null,
  next_at timestamptz not null,
  updated_at timestamptz not null
);
create index notification_digests_due on notification_digests (next_at);

-- Links in e-mails start with the server's public address (PUBLIC_URL), never with the Host
-- header of the request that published the notice (whoever sends a request chooses it).
alter table notifications drop column link_base;
