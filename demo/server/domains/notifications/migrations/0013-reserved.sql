-- Placeholder so the notifications branch (0014, 0015) loads without a gap: the migration
-- runner refuses missing numbers. 0012 and 0013 belong to another branch (attendance); the
-- lead deletes this file at merge, when the real 0013 arrives.
select 1;
