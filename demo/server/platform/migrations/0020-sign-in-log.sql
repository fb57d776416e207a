-- Every sign-in attempt, for the administrators' sign-in log (System → Sign-in log): the tenant
-- code and username as typed, the tenant and the user they name when there are such (an attempt
-- on an unknown one keeps them null), when, from which address and user agent, and what came of
-- it. Kept 180 days. A session remembers the address and user agent it was opened from, for
-- System → Online sessions.
create table sign_in_log (
  id bigint generated always as identity primary key,
  tenant_id int references tenants(id),
  user_id int references users(id) on delete set null,
  tenant_code text not null,
  username text not null,
  at timestamptz not null,
  address text not null,
  user_agent text not null,
  result text not null check (result in ('success', 'bad-credentials', 'locked', 'pending'))
);
create index sign_in_log_tenant_at on sign_in_log (tenant_id, at desc, id desc);
create index sign_in_log_at on sign_in_log (at);

alter table sessions add column address text not null default '';
alter table sessions add column user_agent text not null default '';
