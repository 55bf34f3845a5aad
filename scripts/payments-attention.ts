/**
 * What the agency must act on by hand: customers charged more than their total (owed the excess) and
 * bookings above the online limit whose balance is collected offline.
 *   npm run payments:attention                 bookings of the last 30 days
 *   npm run payments:attention -- --days 90
 * Needs `DATABASE_URL` (the database `npm start` runs, or production's).
 */
import { parseArgs } from 'node:util';
import { attentionText } from '../src/server/reports/attention-text.ts';
import { listNeedingAttention } from '../src/server/repositories/attention.ts';
import { adminPool } from './lib/admin-database.ts';

const { values } = parseArgs({ options: { days: { type: 'string', default: '30' } } });
const days = Number(values.days);
if (!Number.isInteger(days) || days <= 0) {
  console.error('--days must be a whole number of days, e.g. --days 90');
  process.exit(1);
}
const pool = adminPool('the bookings');
try {
  const since = new Date(Date.now() - days * 24 * 60 * 60_000);
  console.log(attentionText(await listNeedingAttention(pool, since), days));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await pool.end();
}
