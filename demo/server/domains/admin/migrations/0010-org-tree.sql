-- Organisation tree (issue 14): an organisation's children are found by their parent (counts in
-- the tree, "delete only when empty", the move's loop check).
create index orgs_tenant_parent on orgs (tenant_id, parent_id);
