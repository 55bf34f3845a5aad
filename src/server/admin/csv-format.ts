/**
 * The back office's CSV files as a spreadsheet in the staff's language opens them: UTF-8 with a
 * byte-order mark (so accents survive Excel), CRLF lines, quoted cells, "," in English and ";" in
 * French (where "," is the decimal comma, so Excel and LibreOffice split on ";"), and dates in the
 * agency's time zone written the way that language's spreadsheet reads them as dates. Integer XAF
 * is written without separators. A cell starting with = + - @ (after any spaces or format
 * characters) is prefixed with ' so a spreadsheet never runs it as a formula; phone numbers keep
 * their spaces (`+237 6 55 11 22 99`), read as text.
 */
import { AGENCY_TIME_ZONE } from '../../domain/agency-calendar.ts';
import type { Locale } from '../../i18n/locales.ts';

const SEPARATORS: Record<Locale, string> = { en: ',', fr: ';' };

export function csvCell(value: string): string {
  const phone = /^\+\d[\d ]*$/.test(value);
  // Spaces or format characters (a bidi isolate, a zero-width space) before the sign hide nothing.
  const safe = !phone && /^[\s\p{Cf}]*[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The whole file: a header line and one line per row, each already in the staff's language. */
export function csvDocument(locale: Locale, lines: Iterable<readonly string[]>): string {
  const text: string[] = [];
  for (const cells of lines) text.push(cells.map(csvCell).join(SEPARATORS[locale]));
  return `\uFEFF${text.join('\r\n')}\r\n`;
}

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A calendar date (`YYYY-MM-DD`): as it is in English, `DD/MM/YYYY` in French. */
export function csvDate(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split('-');
  return locale === 'fr' ? `${day}/${month}/${year}` : isoDate;
}

/** An instant, in the agency's time zone: `YYYY-MM-DD HH:MM`, or `DD/MM/YYYY HH:MM` in French. */
export function csvDateTime(instant: string, locale: Locale): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  const part = Object.fromEntries(parts.formatToParts(at).map((p) => [p.type, p.value]));
  return `${csvDate(`${part['year']}-${part['month']}-${part['day']}`, locale)} ${part['hour']}:${part['minute']}`;
}
