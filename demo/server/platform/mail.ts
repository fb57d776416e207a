/**
 * Outgoing mail: the `MailSender` seam the server's background delivery calls, and its SMTP
 * implementation on nodemailer (`SMTP_URL=smtp://user:pass@host:587` or `smtps://…:465`,
 * `MAIL_FROM`; TLS required unless `SMTP_ALLOW_PLAIN=1`). `describeSmtpUrl` checks a URL once, at start, and names it without its password
 * — the password is never logged or put in an error.
 */
import nodemailer from 'nodemailer'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

export interface MailSender {
  /** Resolves when the server accepted the mail; rejects with the reason otherwise. */
  send(mail: OutgoingMail): Promise<void>
  /** Releases pooled connections. */
  close(): void
}

export const DEFAULT_MAIL_FROM = 'Studentwork <no-reply@studentwork.invalid>'

/** `smtp://host:port` without user or password, for logs and messages; throws a message that
 * never contains the password when the URL is not an smtp(s) URL with a host. */
export function describeSmtpUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587')
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://')
  if (!url.hostname) throw new Error('SMTP_URL must name a host')
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`
}

/** An SMTP sender with a small connection pool; 10 s limits so a dead server cannot hold a
 * delivery round for long. The connection is encrypted: `smtps://` from the start, `smtp://`
 * through STARTTLS, which the server must offer — a mail (with its credentials) is never sent in
 * clear unless `allowPlain` (SMTP_ALLOW_PLAIN=1, for a relay on the same host). Certificates
 * are verified. */
export function smtpMailSender(raw: string, from: string, { allowPlain = false }: { allowPlain?: boolean } = {}): MailSender {
  describeSmtpUrl(raw)
  const url = new URL(raw)
  const secure = url.protocol === 'smtps:'
  const user = decodeURIComponent(url.username)
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !allowPlain,
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
    close: () => transport.close(),
  }
}
