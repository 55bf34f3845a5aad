/**
 * A trip as an iCalendar file (RFC 5545) the booking page offers to download: one all-day event
 * over the trip's days. Written here rather than with a library: a few lines the browser builds
 * without a request, and no dependency weighing on the booking page's JavaScript budget. Pure.
 */
import { addDays } from './balance-due.ts';

export interface TripEvent {
  /** The booking code: the event's id, so importing twice updates rather than duplicates. */
  code: string;
  /** First day of the trip, ISO. */
  startDate: string;
  /** Whole days; at least one. */
  days: number;
  summary: string;
  description: string;
  url: string;
  /** Where the group meets (the event's LOCATION); '' when the trip has none. */
  location: string;
  /** The booking's language, tagged on the texts. */
  language: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each continuation begins with one space, and
 * a character encoded on several UTF-8 octets is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts in its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const day = (iso: string) => iso.slice(0, 10).replace(/-/g, '');
const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The whole file: CRLF line ends, folded lines, DTEND the day after the last (exclusive). */
export function tripCalendar(event: TripEvent): string {
  const days = Math.max(1, Math.floor(event.days));
  const lang = `;LANGUAGE=${event.language}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Booking page//Trip calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.code)}@booking`,
    `DTSTAMP:${stamp(event.now)}`,
    `DTSTART;VALUE=DATE:${day(event.startDate)}`,
    `DTEND;VALUE=DATE:${day(addDays(event.startDate, days))}`,
    `SUMMARY${lang}:${escapeText(event.summary)}`,
    `DESCRIPTION${lang}:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION${lang}:${escapeText(event.location)}`] : []),
    `URL:${event.url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
