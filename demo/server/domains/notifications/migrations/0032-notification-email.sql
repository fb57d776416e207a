-- E-mail for notices (docs/api.md, notifications): a notice published through the API is `email_pending` until its
-- period starts; then one background round queues the e-mails its recipients want (the outbox,
-- delivered over SMTP when the server has one) and records `emailed_at`. Rows written any other
-- way (seeds, the bench) are never mailed. `link_base` is the address the console was reached at
-- when it was published (the links in the e-mail). `server_secrets` holds the key of the signed,
-- single-purpose unsubscribe links, shared by every server process on the database.
alter table notifications
  add column email_pending boolean not null default false,
  add column emailed_at timestamptz,
  add column link_base text not null default '';
create index notifications_email_pending on notifications (id) where email_pending;

create table server_secrets (
  name text primary key,
  value text not null
);
insert into server_secrets (name, value) values ('unsubscribe', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
