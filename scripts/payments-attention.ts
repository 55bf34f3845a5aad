/**
 * What the agency must act on by hand: customers charged more than their total (owed the excess) and
 * bookings above the online limit whose balance is collected offline.
 *   npm run payments:attention                 bookings of the last 30 days
 *   npm run payments:attention -- --days 90
 *   npm run payments:attention -- --returned K7MX-3QPD-2W --note "payout 8475070098"
 *                                              records that the excess of a booking was sent back
 * Needs `DATABASE_URL` (the database `npm start` runs, or production's).
 */
import './lib/load-env-file.ts';
import { parseArgs } from 'node:util';
import { canonicalBookingCode } from '../src/domain/booking-code.ts';
import { formatXaf } from '../src/i18n/format.ts';
import { attentionText } from '../src/server/admin/attention-text.ts';
import { listNeedingAttention, recordExcessReturned } from '../src/server/repositories/attention.ts';
import { adminPool } from './lib/admin-database.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { days: string; returned?: string; note?: string };
try {
  ({ values } = parseArgs({
    options: {
      days: { type: 'string', default: '30' },
      returned: { type: 'string' },
      note: { type: 'string' },
    },
  }));
} catch (error) {
  fail(
    `${(error as Error).message}\nUsage: npm run payments:attention -- [--days N] [--returned CODE --note TEXT]`,
  );
}
const days = Number(values.days);
if (!Number.isInteger(days) || days <= 0) fail('--days must be a whole number of days, e.g. --days 90');
const code = values.returned === undefined ? null : canonicalBookingCode(values.returned);
if (values.returned !== undefined && code === null) {
  fail(`${values.returned} is not a booking code (e.g. K7MX-3QPD-2W)`);
}

const pool = adminPool('the bookings');
try {
  if (code) {
    const done = await recordExcessReturned(pool, code, values.note?.trim() || null);
    console.log(
      done
        ? `Recorded: ${formatXaf(done.amount, 'en')} sent back for ${done.code} (WhatsApp ${done.whatsapp}). The booking page says so now.`
        : `${code}: nothing is owed on this booking (unknown code, nothing paid over its total or kept on a cancellation, or already recorded).`,
    );
  } else {
    const since = new Date(Date.now() - days * 24 * 60 * 60_000);
    console.log(attentionText(await listNeedingAttention(pool, since), days));
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await pool.end();
}
