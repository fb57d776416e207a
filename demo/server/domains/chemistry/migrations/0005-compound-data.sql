-- A compound's own data beside its structure: tags, numeric activity columns from imports
-- (`{"IC50 (nM)": 12.5}`), and when it was last edited. An imported compound's substructure
-- fingerprint is computed after the import commits (or by the first search that needs it), so
-- `fragment_index` may be null for a while.
alter table compounds add column tags text[] not null default '{}';
alter table compounds add column activities jsonb not null default '{}'::jsonb;
alter table compounds add column updated_at timestamptz;
alter table compounds alter column fragment_index drop not null;
