-- Post names in Simplified and Traditional Chinese, as dictionary items have them: the post
-- select speaks the user's language. Empty means "use the English name".
alter table posts add column name_zh text not null default '';
alter table posts add column name_tw text not null default '';
