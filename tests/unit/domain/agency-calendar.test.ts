import { describe, expect, it } from 'vitest';
import { agencyToday } from '../../../src/domain/agency-calendar.ts';

describe('agencyToday', () => {
  it('turns the date at midnight in Cameroon (UTC+1), not in UTC', () => {
    expect(agencyToday(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(agencyToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
