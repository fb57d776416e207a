-- Placeholder so this branch (roles, issue 14) starts: 0007 is another branch's migration and
-- the runner refuses a gap. Delete this file at merge; nothing depends on it.
select 1;
