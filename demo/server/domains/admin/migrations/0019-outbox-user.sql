-- Each outbox mail names the user it is about, so an administrator sees only the mails of users
-- within their data scope (a campus administrator, its campus's); a mail of no known user is seen
-- only by a data scope of all organisations.
alter table outbox add column user_id int references users(id);
update outbox o set user_id = u.id
  from users u
 where u.tenant_id = o.tenant_id and (lower(u.email) = lower(o.recipient) or lower(u.username) = lower(o.recipient));
create index outbox_user on outbox (user_id);
