-- The live stream's events (issue 12): one row per change a stream carries — a notification
-- published, edited or withdrawn (user_id null: the tenant's readers decide by its publish
-- object), or one user's read/archive state (user_id set). The id is the SSE `id:` (grows across
-- server processes sharing the database); a reconnecting stream replays the rows after its
-- Last-Event-ID. Rows older than a day are pruned by the server.
create table notification_events (
  id bigint generated always as identity primary key,
  tenant_id int not null references tenants(id),
  user_id int references users(id) on delete cascade,
  kind text not null check (kind in ('published', 'updated', 'withdrawn', 'read-state')),
  notification_id int references notifications(id) on delete cascade,
  created_at timestamptz not null
);
create index notification_events_tenant on notification_events (tenant_id, id);
