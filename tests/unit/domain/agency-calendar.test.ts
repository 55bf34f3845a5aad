import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AGENCY_TIME_ZONE,
  AGENCY_UTC_OFFSET,
  AGENCY_UTC_OFFSET_MINUTES,
  agencyMoment,
  agencyToday,
} from '../../../src/domain/agency-calendar.ts';

/** The offset the time zone's own rules give at `at`, as `+01:00`. */
function zoneOffset(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: AGENCY_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName');
  return (parts?.value ?? '').replace('GMT', '') || '+00:00';
}

describe('agencyToday', () => {
  it('turns the date at midnight in Cameroon (UTC+1), not in UTC', () => {
    expect(agencyToday(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(agencyToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe("the agency's offset, written once", () => {
  it("is the time zone's, every day of two years (no summer time)", () => {
    expect(AGENCY_UTC_OFFSET).toBe('+01:00');
    expect(AGENCY_UTC_OFFSET_MINUTES).toBe(60);
    for (let day = 0; day < 730; day += 1) {
      const at = new Date(Date.UTC(2026, 0, 1 + day, 12));
      expect(zoneOffset(at), at.toISOString()).toBe(AGENCY_UTC_OFFSET);
    }
  });

  it("gives the instant of a time on the agency's day, on either side of midnight", () => {
    const midnight = agencyMoment('2026-12-01');
    expect(midnight.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(agencyToday(midnight)).toBe('2026-12-01');
    expect(agencyToday(new Date(midnight.getTime() - 1))).toBe('2026-11-30');
    expect(agencyMoment('2026-12-01', '08:00').toISOString()).toBe('2026-12-01T07:00:00.000Z');
  });

  it('is written nowhere else in the code the site and its functions run', async () => {
    const written = [/\+01:00/, /interval '1 hour'\)::date/, /OFFSET_MS = 3_?600_?000/];
    const found: string[] = [];
    for (const folder of ['src', 'functions']) {
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !/\.(ts|tsx|astro)$/.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        if (file.endsWith(join('domain', 'agency-calendar.ts'))) continue;
        const text = await readFile(file, 'utf8');
        for (const pattern of written) if (pattern.test(text)) found.push(`${file}: ${pattern}`);
      }
    }
    expect(found).toEqual([]);
  });
});
