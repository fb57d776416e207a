-- The compound workspace at a million compounds a tenant (docs/chemistry-search.md, "The
-- workspace at a million").
--
-- 1. The list's default order (newest first), the chart's newest points and the order by name
--    read an index, either way round, instead of sorting every compound of the tenant (a page at
--    a million: by date 525 -> 1 ms, by name ~450 -> 1 ms; the count remains). `if not exists`: a
--    bench database may carry the first from a measurement.
create index if not exists compounds_newest on compounds (tenant_id, created_at desc, id desc) where deleted_at is null;
create index compounds_by_name on compounds (tenant_id, lower(name), id) where deleted_at is null;

-- 2. The names the workspace's filters offer — activity columns, tags, alerts — kept per tenant
--    and creator as the compounds change, so listing them reads a few rows instead of unnesting
--    every compound (three scans of ~470 ms each at a million). `uses` counts the compounds (not
--    deleted) of that creator carrying the name; the creator is what the data scope filters by.
create table compound_names (
  tenant_id integer not null,
  kind text not null check (kind in ('activity', 'tag', 'alert')),
  name text not null,
  created_by integer not null,
  uses integer not null,
  primary key (tenant_id, kind, name, created_by)
);
-- Empty but for the moment between a count reaching 0 and its removal: finds those rows cheaply.
create index compound_names_unused on compound_names (tenant_id) where uses <= 0;

-- The names one compound contributes.
create function compound_name_keys(activities jsonb, tags text[], pains text[], brenk text[])
  returns table (kind text, name text) language sql immutable as $$
  select 'activity', jsonb_object_keys(activities)
  union all select 'tag', unnest(tags)
  union all select 'alert', unnest(coalesce(pains, '{}') || coalesce(brenk, '{}'))
$$;

-- One statement's change to the counts: +1 for each name of each new row, -1 for each of each old
-- row (deleted compounds count for nothing), summed per key and written in key order, so two
-- imports at once take the rows' locks in the same order; counts that reach 0 are removed.
-- (One statement for the three events: a transition table exists only for its own events.)
create function count_compound_names() returns trigger language plpgsql as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select n.*, 1 as delta from new_rows n'
    when 'DELETE' then 'select o.*, -1 as delta from old_rows o'
    else 'select n.*, 1 as delta from new_rows n union all select o.*, -1 from old_rows o' end;
begin
  execute format($sql$
    insert into compound_names as n (tenant_id, kind, name, created_by, uses)
      select r.tenant_id, k.kind, k.name, r.created_by, sum(r.delta) from (%s) r
        cross join lateral compound_name_keys(r.activities, r.tags, r.pains, r.brenk) k
       where r.deleted_at is null
       group by 1, 2, 3, 4 having sum(r.delta) <> 0 order by 1, 2, 3, 4
    on conflict (tenant_id, kind, name, created_by) do update set uses = n.uses + excluded.uses$sql$, changed);
  delete from compound_names where uses <= 0;
  return null;
end
$$;

create trigger compounds_names_insert after insert on compounds
  referencing new table as new_rows for each statement execute function count_compound_names();
create trigger compounds_names_update after update on compounds
  referencing old table as old_rows new table as new_rows for each statement execute function count_compound_names();
create trigger compounds_names_delete after delete on compounds
  referencing old table as old_rows for each statement execute function count_compound_names();

insert into compound_names (tenant_id, kind, name, created_by, uses)
  select c.tenant_id, k.kind, k.name, c.created_by, count(*) from compounds c
    cross join lateral compound_name_keys(c.activities, c.tags, c.pains, c.brenk) k
   where c.deleted_at is null group by 1, 2, 3, 4;
