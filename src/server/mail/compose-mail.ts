/**
 * One layout for every e-mail the site sends: paragraphs, a table of details, a link and a closing,
 * as plain text and as simple HTML with every value escaped. Pure.
 */
import { labelled } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { MailMessage } from './mailer.ts';

export interface MailParts {
  locale: Locale;
  to: string;
  subject: string;
  /** Paragraphs before the details. */
  intro: readonly string[];
  /** Label and value pairs: a line each in the text, a table in HTML. */
  rows?: ReadonlyArray<readonly [label: string, value: string]>;
  /** Paragraphs after the details. */
  outro?: readonly string[];
  link?: { label: string; url: string };
  /** The sign-off lines, kept together. */
  closing?: readonly string[];
  idempotencyKey?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export function composeMail(p: MailParts): MailMessage {
  const rows = p.rows ?? [];
  const outro = p.outro ?? [];
  const closing = p.closing ?? [];
  const text = [
    ...p.intro,
    ...(rows.length > 0 ? [rows.map(([label, value]) => labelled(label, value, p.locale)).join('\n')] : []),
    ...outro,
    ...(p.link ? [labelled(p.link.label, p.link.url, p.locale)] : []),
    ...(closing.length > 0 ? [closing.join('\n')] : []),
  ].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;overflow-wrap:anywhere;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = [
    `<!doctype html><html lang="${p.locale}"><head><meta charset="utf-8"><title>${escapeHtml(p.subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5">',
    ...p.intro.map(paragraph),
    rows.length > 0 ? `<table role="presentation">${cells}</table>` : '',
    ...outro.map(paragraph),
    p.link ? `<p><a href="${escapeHtml(p.link.url)}">${escapeHtml(p.link.label)}</a></p>` : '',
    closing.length > 0 ? `<p>${closing.map(escapeHtml).join('<br>')}</p>` : '',
    '</body></html>',
  ].join('');
  const message: MailMessage = { to: p.to, subject: p.subject, text: `${text}\n`, html };
  if (p.idempotencyKey) message.idempotencyKey = p.idempotencyKey;
  return message;
}
