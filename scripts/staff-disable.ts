/**
 * Disables a member of staff: their sessions end at once and their links stop working.
 *   npm run staff:disable -- EMAIL
 * Needs `DATABASE_URL`.
 */
import { disableStaff } from '../src/server/admin/staff-store.ts';
import { adminPool } from './lib/admin-database.ts';

const email = process.argv[2]?.trim() ?? '';
if (!email) {
  console.error('Usage: npm run staff:disable -- EMAIL');
  process.exit(1);
}

const pool = adminPool('the staff accounts');
try {
  const done = await disableStaff(pool, email, new Date());
  console.log(
    done ? `${email} is disabled; their sessions are closed.` : `${email}: no enabled staff account.`,
  );
  if (!done) process.exitCode = 1;
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await pool.end();
}
