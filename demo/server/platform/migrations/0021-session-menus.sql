-- System → "Sign-in log" (menu 46, /system/signin-log) and "Online sessions" (menu 47,
-- /system/sessions) for databases seeded before them: the menus in every tenant that has the System
-- group, after the operation log, granted to ROLE_ORG_ADMIN (a campus administrator sees the
-- attempts and sessions of its campus; ROLE_ADMIN sees every menu). A fresh database gets them
-- from the seed.
insert into menus (tenant_id, id, parent_id, name, path, title, icon, roles, sort)
select t.id, m.id, 4, m.name, m.path, m.title, m.icon, null, coalesce((select max(sort) from menus x where x.tenant_id = t.id and x.parent_id = 4), 0) + m.id - 45
from tenants t
cross join (values (46, 'SystemSignInLog', '/system/signin-log', 'Sign-in log', 'log-in'),
                   (47, 'SystemSessions', '/system/sessions', 'Online sessions', 'monitor-smartphone')) as m(id, name, path, title, icon)
where exists (select 1 from menus x where x.tenant_id = t.id and x.id = 4)
on conflict do nothing;

insert into role_menus (role_id, tenant_id, menu_id)
select r.id, r.tenant_id, m.id from roles r cross join (values (46), (47)) as m(id)
where r.code = 'ROLE_ORG_ADMIN' and exists (select 1 from menus x where x.tenant_id = r.tenant_id and x.id = m.id)
on conflict do nothing;
