/**
 * Every e-mail the site sends, from one set of parts: the HTML of the one layout
 * (`mail-layout.ts`, React Email rendered on the server) and its plain-text twin, written from the
 * same parts in the same order. React escapes every value in the HTML; the text keeps them as typed.
 */
import { formatCameroonNumber } from '../../domain/phone.ts';
import { labelled } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import { type MailBrand, SITE_COLOURS } from './mail-brand.ts';
import {
  loadMailComponents,
  type MailComponents,
  type MailLayoutProps,
  type MailOptOut,
  type MailRow,
  type MailSummary,
  mailLayout,
} from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

export type { MailOptOut, MailSummary } from './mail-layout.ts';

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
  /** The message's one button (back to the booking, or to the payment); its address in the text. */
  link?: { label: string; url: string };
  /** The sign-off lines, kept together. */
  closing?: readonly string[];
  idempotencyKey?: string;
  /** The agency's name, logo, colours and WhatsApp; absent: the site's colours and no name. */
  brand?: MailBrand;
  /** A booking's trip, picture, dates, code and money, shown before the message. */
  summary?: MailSummary;
  /** The line clients show beside the subject; the intro when absent. */
  preview?: string;
  /** Last, small: why this message came and the link that stops such messages (the reminders). */
  optOut?: MailOptOut;
  /** Extra headers, e.g. RFC 8058's `List-Unsubscribe` (`MailMessage.headers`). */
  headers?: Record<string, string>;
}

/** A brand for a message built without one: the site's colours, nothing the agency did not set. */
const NO_BRAND: MailBrand = { agencyName: '', colours: SITE_COLOURS };

/** The agency's WhatsApp number as people write it, and its wa.me link. */
export function whatsappContact(brand: MailBrand): { number: string; url: string } | null {
  const digits = brand.whatsappNumber?.replace(/\D/g, '');
  if (!brand.whatsappNumber || !digits) return null;
  // A Cameroonian number grouped as people say it; any other as stored (E.164 reads well enough).
  const number = digits.startsWith('237') ? formatCameroonNumber(digits.slice(3)) : brand.whatsappNumber;
  return { number, url: `https://wa.me/${digits}` };
}

function textOf(p: MailParts, brand: MailBrand): string {
  const lines = (rows: readonly MailRow[]) =>
    rows.map(([label, value]) => labelled(label, value, p.locale)).join('\n');
  const rows = p.rows ?? [];
  const outro = p.outro ?? [];
  const closing = p.closing ?? [];
  const contact = whatsappContact(brand);
  const footer = [
    brand.agencyName,
    ...(contact ? [`${t(p.locale, 'email.layout.whatsapp')} ${contact.number} (${contact.url})`] : []),
    ...(brand.contactEmail ? [brand.contactEmail] : []),
  ].filter((line) => line !== '');
  return [
    ...p.intro,
    ...(p.summary ? [lines([[p.summary.titleLabel, p.summary.title], ...p.summary.lines])] : []),
    ...(rows.length > 0 ? [lines(rows)] : []),
    ...outro,
    ...(p.link ? [labelled(p.link.label, p.link.url, p.locale)] : []),
    ...(closing.length > 0 ? [closing.join('\n')] : []),
    ...(footer.length > 0 ? [`--\n${footer.join('\n')}`] : []),
    ...(p.optOut ? [`${p.optOut.text}\n${labelled(p.optOut.link.label, p.optOut.link.url, p.locale)}`] : []),
  ].join('\n\n');
}

/** The renderer too is loaded with the first message (see `loadMailComponents`). */
let loading: Promise<[typeof import('@react-email/render'), MailComponents]> | null = null;

async function renderHtml(props: MailLayoutProps): Promise<string> {
  loading ??= Promise.all([import('@react-email/render'), loadMailComponents()]);
  const [{ render }, components] = await loading.catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return render(mailLayout(components, props));
}

export async function composeMail(p: MailParts): Promise<MailMessage> {
  const brand = p.brand ?? NO_BRAND;
  const html = await renderHtml({
    locale: p.locale,
    subject: p.subject,
    preview: p.preview ?? p.intro.join(' '),
    brand,
    summary: p.summary,
    intro: p.intro,
    rows: p.rows ?? [],
    outro: p.outro ?? [],
    button: p.link,
    closing: p.closing ?? [],
    whatsapp: whatsappContact(brand),
    optOut: p.optOut,
    texts: {
      whatsapp: t(p.locale, 'email.layout.whatsapp'),
      buttonFallback: t(p.locale, 'email.layout.buttonFallback'),
    },
  });
  const message: MailMessage = { to: p.to, subject: p.subject, text: `${textOf(p, brand)}\n`, html };
  if (p.idempotencyKey) message.idempotencyKey = p.idempotencyKey;
  if (p.headers) message.headers = p.headers;
  return message;
}
