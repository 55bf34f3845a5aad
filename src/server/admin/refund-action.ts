/**
 * The owner records a refund sent on a cancelled booking: how much (at most what is still owed back),
 * how (mobile money with its reference, cash, or transfer), in one transaction with its audit entry,
 * once per idempotency key. The customer is then told by e-mail, once.
 */
import type { ActionOutcome } from '../../api/admin-contract.ts';
import type { BookingAction } from '../../domain/admin-schemas.ts';
import { formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../db/pool.ts';
import type { AuditEntry } from '../repositories/audit-log.ts';
import { lockBookingForAction } from '../repositories/booking-actions.ts';
import { insertRefund } from '../repositories/refunds.ts';
import { sendSoon } from '../services/booking-mail.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { sendRefundMail } from '../services/refund-mail.ts';
import { ServiceError } from '../services/service-error.ts';
import { once } from './audit-log.ts';

type RefundAction = Extract<BookingAction, { action: 'refundSent' }>;

export async function recordRefundSent(
  deps: ServiceDeps,
  staffId: string,
  bookingId: string,
  action: RefundAction,
  idempotencyKey: string,
  entry: AuditEntry,
  locale: Locale,
): Promise<{ result: ActionOutcome & { refundId?: string }; replayed: boolean }> {
  const reference = action.reference || null;
  const result = await once(deps.db, idempotencyKey, entry, async (client) => {
    // What is still owed is the database's one definition: the refund decided less what was sent.
    const row = await lockBookingForAction(client, bookingId);
    if (!row?.cancelled) throw new ServiceError(409, 'admin.error.notCancelled');
    const owed = row.owedBack;
    if (owed <= 0) throw new ServiceError(409, 'admin.error.nothingOwed');
    if (action.amount > owed) {
      throw new ServiceError(422, 'admin.error.refundAboveOwed', {
        params: { owed: formatXaf(owed, locale) },
      });
    }
    // A payout by mobile money, or a card refund on CinetPay's dashboard, is traced by its reference.
    if ((action.method === 'mobile_money' || action.method === 'card') && !reference) {
      throw new ServiceError(422, 'admin.error.refundReferenceRequired');
    }
    const refund = await insertRefund(client as unknown as Db, {
      bookingId,
      amount: action.amount,
      method: action.method,
      reference,
      staffId,
      at: deps.clock(),
    });
    // Checked above under the row's lock: only a changed definition of owed back could refuse it.
    if (!refund) throw new ServiceError(409, 'admin.error.nothingOwed');
    return {
      result: {
        action: action.action,
        paid: row.paid,
        status: 'cancelled' as const,
        amount: action.amount,
        refundId: refund.id,
      },
      detail: { refundId: refund.id, amount: action.amount, method: action.method, reference },
    };
  });
  if (!result.replayed && result.result.refundId) {
    const id = result.result.refundId;
    await sendSoon(deps, () => sendRefundMail(deps, id));
  }
  return result;
}
