-- The live stream carries `approvals`: one approver's queue of requests changed (a request they may
-- decide was sent, or another approver decided one). A user's own event, like a mark; no notice.
alter table notification_events drop constraint notification_events_kind_check;
alter table notification_events add constraint notification_events_kind_check
  check (kind in ('published', 'updated', 'withdrawn', 'read-state', 'reminded', 'approvals'));
