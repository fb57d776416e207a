-- Role and dictionary-type names in Simplified and Traditional Chinese, as dictionary entries and
-- posts have them: empty means "use the English name". The names the seed gave in databases
-- seeded before them are filled in (a name someone already wrote is kept).
alter table roles add column name_zh text not null default '';
alter table roles add column name_tw text not null default '';
alter table dict_types add column name_zh text not null default '';
alter table dict_types add column name_tw text not null default '';

update roles r set name_zh = s.zh, name_tw = s.tw
from (values ('ROLE_ADMIN', 'Administrator', '管理员', '管理員'),
             ('ROLE_EDITOR', 'Editor', '编辑', '編輯'),
             ('ROLE_MEMBER', 'Member', '成员', '成員'),
             ('ROLE_ORG_ADMIN', 'Campus administrator', '校区管理员', '校區管理員')) as s(code, name, zh, tw)
where r.code = s.code and r.name = s.name and r.name_zh = '' and r.name_tw = '';

update dict_types d set name_zh = s.zh, name_tw = s.tw
from (values ('userStatus', 'User status', '用户状态', '使用者狀態'),
             ('userType', 'User type', '用户类型', '使用者類型'),
             ('notification', 'Notification type', '通知类型', '通知類型'),
             ('priority', 'Priority', '优先级', '優先順序')) as s(code, name, zh, tw)
where d.code = s.code and d.name = s.name and d.name_zh = '' and d.name_tw = '';
