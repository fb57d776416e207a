/**
 * The e-mails' unsubscribe links, without signing in: GET shows a page in the recipient's language
 * asking to confirm (a mail scanner that follows links changes nothing), POST — the page's button,
 * or a mail client's one-click — turns e-mail for that notification type off for that user, or
 * their daily digest. The token is signed and says only that (signedTokens.ts); one that is not ours,
 * changed or of a user no longer there answers 400 with a page saying so. Plain HTML, no script,
 * everything escaped. The form posts to the page's own path (`?token=…`), so it works under any
 * prefix PUBLIC_URL has.
 */
import { Hono, type Context } from 'hono'
import type { AppEnv, Deps } from '../../platform/http.ts'
import { requestLanguage, text, translate, type Language } from '../../platform/i18n.ts'
import { localized } from '#platform/core/i18n/localized.ts'
import { listDict } from '../admin/index.ts'
import { DIGEST_UNSUBSCRIBE_PATH, readDigestUnsubscribeToken, readUnsubscribeToken, UNSUBSCRIBE_PATH } from './signedTokens.ts'
import { NOTIFICATION_DICT } from './publish.ts'
import { saveDigest } from './digest.ts'
import { queryPreferences, savePreferences } from './preferences.ts'

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const STYLE = `body{margin:0;background:#f5f7fa;color:#1f2937;font:16px/1.6 system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC","PingFang SC",sans-serif}
main{box-sizing:border-box;max-width:34rem;margin:12vh auto 0;padding:1.5rem;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem}
h1{margin:0 0 .75rem;font-size:1.25rem}p{margin:0 0 1rem;color:#4b5563}
button{font:inherit;padding:.5rem 1.25rem;border:0;border-radius:.375rem;background:#0b5cad;color:#fff;cursor:pointer}
button:focus-visible{outline:2px solid #0b5cad;outline-offset:2px}@media(max-width:40rem){main{margin:0;border-radius:0;border-width:0 0 1px}}`

function page(c: Context<AppEnv>, lang: Language, title: string, body: string, status: 200 | 400 = 200) {
  const tag = lang === 'zh' ? 'zh-CN' : lang === 'tw' ? 'zh-TW' : 'en'
  // Nothing runs here: no script at all, the inline style only, the form posts to this server.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  return c.html(
    `<!doctype html><html lang="${tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head>` +
      `<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`,
    status,
  )
}

export function unsubscribeRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { db } = deps

  /** The language of the user a token names, when they are still there. */
  async function userLanguage(said: { tenantId: number; userId: number }): Promise<Language | null> {
    const [user] = await db.query<{ lang: Language }>('select lang from users where id = $1 and tenant_id = $2 and deleted_at is null', [
      said.userId,
      said.tenantId,
    ])
    return user?.lang ?? null
  }

  /** The user and type the token names, with the user's language and the type's name in it. */
  async function resolve(c: Context<AppEnv>) {
    const token = (c.req.query('token') ?? '').trim()
    const said = token ? await readUnsubscribeToken(db, token) : null
    if (!said) return null
    const lang = await userLanguage(said)
    if (!lang) return null
    const item = (await listDict(db, said.tenantId, NOTIFICATION_DICT)).find((d) => d.value === said.type)
    if (!item) return null
    return { ...said, token, lang, typeName: localized(lang, { en: item.label, zh: item.labelZh, tw: item.labelTw }) }
  }

  const invalid = (c: Context<AppEnv>) => {
    const lang = requestLanguage(c)
    return page(
      c,
      lang,
      translate(lang, /*i18n*/ 'This link is not valid'),
      `<p>${escape(translate(lang, /*i18n*/ 'It may have been changed or cut short. Turn e-mail off in the console: Notifications → Preferences.'))}</p>`,
      400,
    )
  }

  app.get(UNSUBSCRIBE_PATH, async (c) => {
    const found = await resolve(c)
    if (!found) return invalid(c)
    const say = (message: ReturnType<typeof text> | string) => escape(translate(found.lang, message))
    return page(
      c,
      found.lang,
      translate(found.lang, text(/*i18n*/ 'Turn e-mail for “{type}” notices off?', { type: found.typeName })),
      `<p>${say(text(/*i18n*/ 'You will no longer get e-mails about “{type}” notices, except required ones. You still see them in the console.', { type: found.typeName }))}</p>` +
        `<form method="post" action="${escape(`?token=${encodeURIComponent(found.token)}`)}"><button type="submit">${say(/*i18n*/ 'Turn e-mail off')}</button></form>`,
    )
  })

  app.post(UNSUBSCRIBE_PATH, async (c) => {
    const found = await resolve(c)
    if (!found) return invalid(c)
    const current = (await queryPreferences(db, found.tenantId, found.userId)).find((p) => p.type === found.type)
    await savePreferences(db, found.userId, [{ type: found.type, inApp: current?.inApp ?? true, email: 'off' }], deps.now())
    return page(
      c,
      found.lang,
      translate(found.lang, /*i18n*/ 'E-mail is off'),
      `<p>${escape(translate(found.lang, text(/*i18n*/ 'E-mails about “{type}” notices are off. You can turn them on again in the console: Notifications → Preferences.', { type: found.typeName })))}</p>`,
    )
  })

  /** The user a digest token names, with their language. */
  async function resolveDigest(c: Context<AppEnv>) {
    const token = (c.req.query('token') ?? '').trim()
    const said = token ? await readDigestUnsubscribeToken(db, token) : null
    const lang = said ? await userLanguage(said) : null
    return said && lang ? { ...said, token, lang } : null
  }

  app.get(DIGEST_UNSUBSCRIBE_PATH, async (c) => {
    const found = await resolveDigest(c)
    if (!found) return invalid(c)
    const say = (message: string) => escape(translate(found.lang, message))
    return page(
      c,
      found.lang,
      translate(found.lang, /*i18n*/ 'Turn the daily digest off?'),
      `<p>${say(/*i18n*/ 'You will no longer get the daily e-mail listing the notices you have not read. You still see them in the console.')}</p>` +
        `<form method="post" action="${escape(`?token=${encodeURIComponent(found.token)}`)}"><button type="submit">${say(/*i18n*/ 'Turn the digest off')}</button></form>`,
    )
  })

  app.post(DIGEST_UNSUBSCRIBE_PATH, async (c) => {
    const found = await resolveDigest(c)
    if (!found) return invalid(c)
    await saveDigest(db, found.userId, { enabled: false }, deps.now())
    return page(
      c,
      found.lang,
      translate(found.lang, /*i18n*/ 'The daily digest is off'),
      `<p>${escape(translate(found.lang, /*i18n*/ 'You can turn it on again in the console: Notifications → Preferences.'))}</p>`,
    )
  })

  return app
}
