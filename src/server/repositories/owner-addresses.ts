/** The addresses the agency's notices of bookings and payments go to: its enabled owner accounts. */
import type { Db } from '../db/pool.ts';
import type { Selected } from '../db/row-types.ts';
import type { StaffRow } from '../db/tables.ts';

type Email = Selected<StaffRow, 'email'>;

export async function listEnabledOwnerEmails(db: Db): Promise<string[]> {
  const { rows } = await db.query<Email>(
    `SELECT email FROM staff WHERE role = 'owner' AND disabled_at IS NULL ORDER BY id`,
  );
  return rows.map((r) => r.email);
}
