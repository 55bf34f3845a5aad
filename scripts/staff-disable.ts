/**
 * Disables a member of staff: their sessions end at once and their links stop working.
 *   npm run staff:disable -- EMAIL
 * Works on the database of `npm start` unless `DATABASE_URL` names another, and says which.
 */
import './lib/load-env-file.ts';
import { disableStaff } from '../src/server/repositories/staff.ts';
import { openAgencyDatabaseOrExit } from './lib/admin-database.ts';

const email = process.argv[2]?.trim() ?? '';
if (!email) {
  console.error('Usage: npm run staff:disable -- EMAIL');
  process.exit(1);
}

const database = await openAgencyDatabaseOrExit();
try {
  const done = await disableStaff(database.pool, email, new Date());
  console.log(
    done ? `${email} is disabled; their sessions are closed.` : `${email}: no enabled staff account.`,
  );
  console.log(`Database: ${database.where}.`);
  if (!done) process.exitCode = 1;
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
