/**
 * Retrying after a failed payment: the retry opens on the number that failed (in full, prefilled and
 * editable, when this tab knows it; as the server masks it otherwise), always names the number it
 * charges, and charges the number that just failed again only once the customer has confirmed it.
 */
import { atom } from 'nanostores';
import type { BookingDetails, PaymentView } from '../../api/contract.ts';
import { operatorOf, type PaymentMethod } from '../../domain/payment-method.ts';
import type { Operator } from '../../domain/phone.ts';
import type { StoredValue } from '../session-storage.ts';
import type { UiMessage } from '../ui-message.ts';
import { type PaymentNumber, sameNumber } from './payment-number.ts';

/** The number a failed payment was charged to. */
interface FailedNumber {
  method: Operator;
  number: string;
  masked: boolean;
}

/** The latest attempt, if it failed (or expired): the page then opens on a retry, not a plain "Pay". */
export function lastFailure(booking: BookingDetails): PaymentView | null {
  const latest = [...booking.payments].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1);
  return latest && (latest.status === 'failed' || latest.status === 'expired') ? latest : null;
}

export function createRetry(numbers: StoredValue<PaymentNumber> | null) {
  const $retryNumber = atom('');
  const $retryMethod = atom<Operator | ''>('');
  /** The server's word on a retry number it refused, or ours on an empty one. */
  const $retryError = atom<UiMessage | null>(null);
  const $failedNumber = atom<FailedNumber | null>(null);
  /** The customer was asked whether to charge the number that just failed again. */
  const $confirmSame = atom(false);

  return {
    $retryNumber,
    $retryMethod,
    $retryError,
    $failedNumber,
    $confirmSame,
    /** The number as the customer typed it in this tab (checkout or a retry), if known. */
    knownNumber: (): PaymentNumber | null => numbers?.read() ?? null,

    showFailure(failed: { method: PaymentMethod; number: string }) {
      // Only online payments fail; one staff recorded has no number to retry.
      const method = operatorOf(failed.method);
      if (!method) return;
      const known = numbers?.read();
      const full = known && known.method === method ? known.number : null;
      $failedNumber.set({ method, number: full ?? failed.number, masked: full === null });
      $retryMethod.set(method);
      $retryNumber.set(full ?? '');
      $confirmSame.set(false);
    },

    /** Whether the retry may be sent now; otherwise says why (no number, or confirm the failed one). */
    mayGo(): boolean {
      const number = $retryNumber.get().trim();
      if (!number) {
        $retryError.set({ key: 'islands.pay.numberRequired' });
        return false;
      }
      const failed = $failedNumber.get();
      if (failed && !failed.masked && sameNumber(number, failed.number) && !$confirmSame.get()) {
        $confirmSame.set(true);
        return false;
      }
      return true;
    },

    /** Remembers what was sent, so a later failure shows it in full. */
    sent(method: Operator | '', number: string) {
      $confirmSame.set(false);
      if (method && number) numbers?.write({ method, number });
    },

    setNumber(value: string) {
      $retryNumber.set(value);
      $retryError.set(null);
      $confirmSame.set(false);
    },

    setMethod(value: Operator | '') {
      $retryMethod.set(value);
      $confirmSame.set(false);
    },
  };
}
