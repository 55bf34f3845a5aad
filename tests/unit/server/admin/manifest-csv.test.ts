/**
 * A note for the guide is typed by staff but read by whoever opens the manifest's CSV in a
 * spreadsheet: a cell that would start a formula (`=cmd|...`, `+`, `-`, `@`, after spaces, tabs or
 * invisible format characters) is written as text, and markup stays plain text.
 */
import { describe, expect, it } from 'vitest';
import type { DepartureSummary, ManifestBooking } from '../../../../src/api/admin-contract.ts';
import { manifestCsv } from '../../../../src/server/admin/manifest-csv.ts';

const booking = (guideNote: string, notes: string[] = []): ManifestBooking => ({
  code: 'ABCD-EFGH-JK',
  fullName: 'Claire Mbarga',
  email: 'claire@example.cm',
  whatsapp: '+237677123456',
  locale: 'fr',
  spots: 1,
  travellers: ['Claire Mbarga'],
  paid: 0,
  leftToPay: 100_000,
  status: 'pending_payment',
  seats: 'held',
  notes,
  guideNote,
});

async function guideCell(guideNote: string, notes: string[] = []): Promise<string> {
  const csv = await manifestCsv(
    { departure: {} as DepartureSummary, bookings: [booking(guideNote, notes)] },
    'en',
  );
  const [header = '', line = ''] = csv.replace(/^\uFEFF/, '').split('\r\n');
  const columns = header.split(',');
  const cells = line.match(/"(?:[^"]|"")*"/g) ?? [];
  return cells[columns.length - 2] ?? '';
}

describe("the manifest CSV's note for the guide", () => {
  it.each([
    "=cmd|' /C calc'!A0",
    '+cmd|calc',
    '-2+3+cmd|calc',
    '@SUM(1+1)*cmd|calc',
    "  =cmd|' /C calc'!A0",
    "\t=cmd|' /C calc'!A0",
    "\u200b=cmd|' /C calc'!A0",
  ])('writes %j as text, not a formula', async (note) => {
    expect(await guideCell(note)).toBe(`"'${note}"`);
  });

  it('keeps markup as the plain text it is', async () => {
    expect(await guideCell('<script>alert(1)</script> Pick-up 7:00')).toBe(
      '"<script>alert(1)</script> Pick-up 7:00"',
    );
  });
});
