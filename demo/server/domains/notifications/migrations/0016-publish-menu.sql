-- Messages → "Publish notifications" (menu 32, /notification/publish) for databases seeded
-- before it: the menu in every tenant that has the Messages group, after "My notifications",
-- granted to ROLE_EDITOR (ROLE_ADMIN sees every menu). A fresh database gets it from the seed.
insert into menus (tenant_id, id, parent_id, name, path, title, icon, roles, sort)
select t.id, 32, 3, 'PublishNotification', '/notification/publish', 'Publish notifications', 'send',
       array['ROLE_ADMIN', 'ROLE_EDITOR'], coalesce((select sort from menus x where x.tenant_id = t.id and x.id = 31), 0)
from tenants t
where exists (select 1 from menus x where x.tenant_id = t.id and x.id = 3)
on conflict do nothing;

insert into role_menus (role_id, tenant_id, menu_id)
select r.id, r.tenant_id, 32 from roles r
where r.code = 'ROLE_EDITOR' and exists (select 1 from menus m where m.tenant_id = r.tenant_id and m.id = 32)
on conflict do nothing;
