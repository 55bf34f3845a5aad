import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, tripCalendar } from '../../../src/domain/ics.ts';

const event = {
  code: 'CT-ABC123',
  startDate: '2027-12-30',
  days: 4,
  summary: 'Kribi Beach Escape',
  description: 'Booking CT-ABC123',
  url: 'https://example.cm/packages/search/CT-ABC123',
  location: '',
  language: 'en',
  now: new Date('2027-01-02T03:04:05.678Z'),
};

describe('the trip calendar file (RFC 5545)', () => {
  it('is one all-day event over the trip days, DTEND the day after the last', () => {
    const text = tripCalendar(event);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20271230\r\n');
    expect(text).toContain('\r\nDTEND;VALUE=DATE:20280103\r\n');
    expect(text).toContain('\r\nDTSTAMP:20270102T030405Z\r\n');
    expect(text).toContain('\r\nUID:CT-ABC123@booking\r\n');
    expect(text).toContain('\r\nSUMMARY;LANGUAGE=en:Kribi Beach Escape\r\n');
    expect(text).toContain(`\r\nURL:${event.url}\r\n`);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('ends every line with CRLF, never a bare LF', () => {
    const text = tripCalendar({ ...event, description: 'one\ntwo\r\nthree' });
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('one\\ntwo\\nthree');
  });

  it('escapes backslash, semicolon, comma and newlines in texts', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a character, continuations starting with a space', () => {
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('names the meeting point as the location, escaped, and leaves it out when there is none', () => {
    const text = tripCalendar({ ...event, location: 'Hôtel Ilomba, Kribi; lobby' });
    expect(text).toContain('\r\nLOCATION;LANGUAGE=en:Hôtel Ilomba\\, Kribi\\; lobby\r\n');
    expect(tripCalendar(event)).not.toContain('LOCATION');
  });

  it('lasts at least one day', () => {
    expect(tripCalendar({ ...event, days: 0 })).toContain('DTEND;VALUE=DATE:20271231');
  });
});
