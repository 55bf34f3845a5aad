/**
 * Adds a member of staff to the back office (or changes the name and role of one, enabling it again).
 *   npm run staff:add -- EMAIL "NAME" ROLE      ROLE: owner (money, cancellations, staff) or agent
 * They sign in at /admin with a one-time link sent to EMAIL. Works on the database of `npm start`
 * (running or not) unless `DATABASE_URL` names another, and says which it wrote to.
 */
import './lib/load-env-file.ts';
import * as v from 'valibot';
import { STAFF_ROLES, type StaffRole, upsertStaff } from '../src/server/repositories/staff.ts';
import { openAgencyDatabaseOrExit } from './lib/admin-database.ts';

const [email = '', name = '', role = ''] = process.argv.slice(2);
const validEmail = v.safeParse(v.pipe(v.string(), v.trim(), v.email()), email).success;
if (!validEmail || !name.trim() || !(STAFF_ROLES as readonly string[]).includes(role)) {
  console.error('Usage: npm run staff:add -- EMAIL "NAME" owner|agent');
  process.exit(1);
}

const database = await openAgencyDatabaseOrExit();
try {
  const staff = await upsertStaff(database.pool, email, name, role as StaffRole);
  console.log(
    `${staff.name} <${staff.email}> is an ${staff.role}: they sign in at /admin with a link sent by e-mail.`,
  );
  console.log(`Written to ${database.where}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
