-- Failed sign-in counters, shared by every server process on this database: one row per key
-- (`account:<tenant>:<username>` or `address:<ip>`), in the layout rate-limiter-flexible's
-- PostgreSQL store reads and writes. `expire` is epoch milliseconds; expired rows are deleted
-- by the limiter.
create table sign_in_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);
