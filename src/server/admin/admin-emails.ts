/**
 * E-mails of the back office: the staff sign-in link. Pure.
 */
import type { Locale } from '../../i18n/locales.ts';
import { type MessageKey, type MessageParams, t } from '../../i18n/messages.ts';
import { localizedPath } from '../../i18n/routes.ts';
import type { MailMessage } from '../mail/mailer.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export const ADMIN_PATH = '/admin';

/** The back office's page, in a language, with an optional fragment (never sent to servers or logs). */
export function adminUrl(siteUrl: string, locale: Locale, hash = ''): string {
  return `${new URL(localizedPath(locale, ADMIN_PATH), siteUrl).toString()}${hash}`;
}

interface Parts {
  locale: Locale;
  to: string;
  subject: string;
  lines: string[];
  link: { label: string; url: string };
  idempotencyKey?: string;
}

function compose(p: Parts): MailMessage {
  const text = [...p.lines, '', `${p.link.label}: ${p.link.url}`, ''].join('\n');
  const html = [
    `<!doctype html><html lang="${p.locale}"><head><meta charset="utf-8"><title>${escapeHtml(p.subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5">',
    ...p.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(p.link.url)}">${escapeHtml(p.link.label)}</a></p>`,
    '</body></html>',
  ].join('');
  const message: MailMessage = { to: p.to, subject: p.subject, text, html };
  if (p.idempotencyKey) message.idempotencyKey = p.idempotencyKey;
  return message;
}

export function signInLinkEmail(
  to: string,
  name: string,
  locale: Locale,
  siteUrl: string,
  token: string,
  minutes: number,
): MailMessage {
  const tr = (key: MessageKey, params?: MessageParams) => t(locale, key, params);
  return compose({
    locale,
    to,
    subject: tr('admin.mail.signIn.subject'),
    lines: [
      tr('email.greeting', { name }),
      tr('admin.mail.signIn.intro', { minutes }),
      tr('admin.mail.signIn.ignore'),
    ],
    link: { label: tr('admin.mail.signIn.link'), url: adminUrl(siteUrl, locale, `#token=${token}`) },
  });
}
