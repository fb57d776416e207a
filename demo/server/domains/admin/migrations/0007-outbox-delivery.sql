-- Outbox delivery: when the server has a mail server (SMTP_URL), each mail the outbox holds is
-- sent by a background round — sent_at once the SMTP server accepted it; otherwise attempts,
-- the last error and when to try again (backing off). Without SMTP_URL the mails stay here for
-- the administrator to read, as before.
alter table outbox
  add column sent_at timestamptz,
  add column attempts int not null default 0,
  add column last_error text,
  add column next_attempt_at timestamptz;

-- The delivery round reads only the unsent mails.
create index outbox_unsent on outbox (next_attempt_at nulls first, id) where sent_at is null;
