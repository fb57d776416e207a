-- Roles and grants (issue 14): each role's data scope — all, chosen organisations (custom),
-- own organisation (org), own organisation and below (orgAndBelow), self — and the organisations
-- a 'custom' scope names. Existing roles keep seeing everything ('all'); a new role starts at
-- 'self'. Removing a role removes its menu grants and chosen organisations with it.
alter table roles
  add column data_scope text not null default 'all'
    check (data_scope in ('all', 'custom', 'org', 'orgAndBelow', 'self'));

create table role_orgs (
  role_id int not null references roles(id) on delete cascade,
  org_id int not null references orgs(id) on delete cascade,
  primary key (role_id, org_id)
);

alter table role_menus drop constraint role_menus_role_id_fkey;
alter table role_menus add constraint role_menus_role_id_fkey foreign key (role_id) references roles(id) on delete cascade;

-- "Which users hold this role" (user counts, deletion refused while held).
create index user_roles_role on user_roles (role_id);
