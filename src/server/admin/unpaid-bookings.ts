/**
 * Bookings with nothing paid for longer than the setting (`UNPAID_FOLLOW_UP_HOURS`, 24 by default):
 * listed for staff with the customer's number and e-mail and a short text in the customer's language,
 * so one tap opens WhatsApp, a call or an e-mail (docs/back-office.md#unpaid-bookings).
 */
import type { AttentionItem } from '../../api/admin-contract.ts';
import { formatXaf } from '../../i18n/format.ts';
import { t } from '../../i18n/messages.ts';
import type { Db } from '../db/pool.ts';
import { listUnpaidBookings } from '../repositories/unpaid-bookings.ts';

const HOUR_MS = 3_600_000;

export const unpaidCutoff = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);

/** Oldest first, at most 200, none made before `since` (the attention list's window). */
export async function unpaidItems(db: Db, now: Date, hours: number, since: Date): Promise<AttentionItem[]> {
  const rows = await listUnpaidBookings(db, unpaidCutoff(now, hours), since);
  return rows.map((b) => {
    const params = {
      name: b.full_name,
      code: b.code,
      package: b.locale === 'fr' ? b.package_title_fr : b.package_title_en,
      total: formatXaf(b.total, b.locale),
    };
    return {
      kind: 'unpaid' as const,
      code: b.code,
      fullName: b.full_name,
      amount: b.total,
      reference: null,
      since: b.since,
      contact: {
        whatsapp: b.whatsapp,
        email: b.email,
        locale: b.locale,
        subject: t(b.locale, 'admin.unpaid.subject', params),
        message: t(b.locale, 'admin.unpaid.message', params),
      },
    };
  });
}
