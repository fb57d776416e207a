-- A notice whose e-mail round fails is tried again (after the others) at most 5 times; the last
-- error is kept for an operator (never shown to readers).
alter table notifications
  add column email_attempts int not null default 0,
  add column email_error text;
