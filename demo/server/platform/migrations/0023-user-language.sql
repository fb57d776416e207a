-- The language a person reads (en, zh, tw): taken from the Accept-Language of their sign-up and of
-- each sign-in, so what the server writes to them outside a request — the approval mail — is in it.
alter table users add column lang text not null default 'en' check (lang in ('en', 'zh', 'tw'));
