-- Dictionary-type descriptions in Simplified and Traditional Chinese, as their names have them
-- (0024): empty means "use the English description". The seeded ones are filled in where the
-- English is still the seed's.
alter table dict_types add column description_zh text not null default '';
alter table dict_types add column description_tw text not null default '';

update dict_types d set description_zh = s.zh, description_tw = s.tw
from (values ('userStatus', 'Whether a user may sign in', '用户能否登录', '使用者能否登入'),
             ('userType', 'Internal staff or partners', '内部员工或合作伙伴', '內部員工或合作夥伴'),
             ('notification', 'The kinds of notices', '通知的种类', '通知的種類'),
             ('priority', 'How urgent a notice is', '通知的紧急程度', '通知的緊急程度')) as s(code, description, zh, tw)
where d.code = s.code and d.description = s.description and d.description_zh = '' and d.description_tw = '';
