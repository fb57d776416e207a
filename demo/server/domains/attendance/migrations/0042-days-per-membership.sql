-- A member of several organisations has a day under each one's rules (docs/spec.md#attendance-days):
-- a stored day is the member's in one organisation, and a check-in keeps the verdict it had against
-- each organisation's scopes (null for a member of one: `verdict` is that one).
delete from member_days where org_id is null;
alter table member_days drop constraint member_days_pkey;
alter table member_days drop constraint member_days_org_id_fkey;
alter table member_days alter column org_id set not null;
alter table member_days add constraint member_days_org_id_fkey foreign key (org_id) references orgs(id) on delete cascade;
alter table member_days add primary key (tenant_id, day, user_id, org_id);
alter table check_ins add column org_verdicts jsonb;
