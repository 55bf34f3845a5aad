/**
 * The booking this tab's checkout already made: its code and trip, kept (sessionStorage) after the
 * draft is cleared, so coming back to the checkout through the browser's history (Back from the
 * payment page) offers that booking's payment page instead of posting the same booking again.
 */
import { type KeyValueStorage, storedValue } from '../session-storage.ts';

export interface BookedCart {
  code: string;
  packageSlug: string;
}

export const BOOKED_STORAGE_KEY = 'checkout.booked.v1';

function isBookedCart(raw: unknown): raw is BookedCart {
  if (typeof raw !== 'object' || raw === null) return false;
  const value = raw as Record<string, unknown>;
  return (
    typeof value['code'] === 'string' && value['code'] !== '' && typeof value['packageSlug'] === 'string'
  );
}

export function bookedCartStore(storage: KeyValueStorage | null) {
  return storedValue(storage, BOOKED_STORAGE_KEY, isBookedCart);
}
