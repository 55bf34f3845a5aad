/**
 * What the functions' database role may do, table by table: the one list the grants are made from
 * (`npm run db:grants` prints the SQL, docs/database.md quotes it). The role owns nothing, so a
 * statement the list does not allow is refused, and CI runs the functions as this role: a new
 * statement cannot ship without its line here. A table missing from the list fails the tests
 * (`tests/unit/server/db/grants.test.ts`, `tests/integration/functions-role-adversarial.test.ts`).
 * Identity columns need no sequence privilege, and the schema has no other sequence.
 */

export type Privilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

interface Grant {
  privileges: readonly Privilege[];
  /** Why the functions need it (or, with none, why they need nothing). */
  why: string;
}

const READ_WRITE: readonly Privilege[] = ['SELECT', 'INSERT', 'UPDATE'];
const ALL: readonly Privilege[] = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];

/** Every table and view of the schema, sorted; UPDATE also covers `FOR UPDATE` and upserts. */
export const FUNCTIONS_GRANTS: Readonly<Record<string, Grant>> = {
  agency_booking_digest: {
    privileges: ['SELECT', 'UPDATE'],
    why: "one row: when owners last had the new bookings' list",
  },
  agency_notices: { privileges: READ_WRITE, why: 'notices to the agency, claimed and marked sent' },
  booking_changes: { privileges: READ_WRITE, why: 'staff changes, their e-mails claimed' },
  booking_refunds: { privileges: READ_WRITE, why: 'refunds recorded, their e-mails claimed' },
  booking_reminders: { privileges: ALL, why: 'reminders claimed; a failed claim is deleted' },
  bookings: { privileges: READ_WRITE, why: 'bookings made, changed, cancelled; row locks' },
  cancel_requests: { privileges: READ_WRITE, why: 'customers ask, staff answer' },
  departure_seat_holders: { privileges: ['SELECT'], why: 'the one count of seats taken (a view)' },
  departure_states: { privileges: READ_WRITE, why: 'the departure row lock (upsert), sales stopped' },
  offline_payments: { privileges: ['SELECT', 'INSERT'], why: 'cash and transfers recorded' },
  payment_attempts: { privileges: READ_WRITE, why: 'payments started and settled' },
  provider_notifications: { privileges: ALL, why: 'webhooks kept, the oldest removed' },
  provider_notifications_unstored: { privileges: ALL, why: 'daily counts, the old ones removed' },
  rate_limits: { privileges: ALL, why: 'counters, removed once expired' },
  reviews: { privileges: READ_WRITE, why: 'reviews left, approved or rejected' },
  schema_migrations: { privileges: [], why: 'migrations run as the owner' },
  staff: { privileges: ['SELECT'], why: 'who may sign in; staff:add runs as the owner' },
  staff_audit: { privileges: ['SELECT', 'INSERT'], why: 'append-only: never updated or deleted' },
  staff_devices: { privileges: ALL, why: 'known browsers; stale ones removed' },
  staff_sessions: { privileges: READ_WRITE, why: 'sessions opened, seen and ended' },
  staff_sign_in_links: { privileges: ALL, why: 'a new link or a sign-in removes the others' },
  unpaid_seat_holds: { privileges: ['SELECT'], why: 'seats held unpaid per departure (a view)' },
  whatsapp_messages: { privileges: READ_WRITE, why: 'messages claimed, sent or skipped' },
  whatsapp_recipient_days: {
    privileges: READ_WRITE,
    why: "each number's messages of the day, counted and given back",
  },
};

export interface GrantsTarget {
  role: string;
  database: string;
}

export const DEPLOYED_TARGET: GrantsTarget = { role: 'tours_app', database: 'tours' };

/** What `npm run db:grants` prints: the role, created once, then its grants. */
export function functionsRoleSql(target: GrantsTarget = DEPLOYED_TARGET): string {
  return `CREATE ROLE ${target.role} LOGIN PASSWORD '…';  -- once, with a password of your own\n\n${grantsSql(target)}`;
}

/**
 * The grants, in one transaction so the role is never left half-granted: everything is revoked,
 * then the list is granted, so a run also takes back what the list no longer gives. Run again after
 * each migration that adds a table (its line added to the list).
 */
export function grantsSql(
  target: GrantsTarget = DEPLOYED_TARGET,
  grants: Readonly<Record<string, Grant>> = FUNCTIONS_GRANTS,
): string {
  const { role, database } = target;
  const lines = [
    'BEGIN;',
    `REVOKE ALL ON DATABASE ${database} FROM PUBLIC;`,
    `GRANT CONNECT ON DATABASE ${database} TO ${role};`,
    'REVOKE CREATE ON SCHEMA public FROM PUBLIC;',
    `GRANT USAGE ON SCHEMA public TO ${role};`,
    `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${role};`,
  ];
  for (const [table, grant] of Object.entries(grants)) {
    if (grant.privileges.length === 0) {
      lines.push(`-- ${table}: nothing, ${grant.why}`);
      continue;
    }
    lines.push(`-- ${grant.why}`, `GRANT ${grant.privileges.join(', ')} ON ${table} TO ${role};`);
  }
  lines.push('COMMIT;');
  return `${lines.join('\n')}\n`;
}
