/**
 * How the customer chose to pay a booking: mobile money or card (`PaymentChannel`). The payment
 * page keeps the choice across a reload; an address may ask for one (`?method=card`, the card
 * return page's retry); without either, the booking's own method (chosen at checkout) decides.
 */
import {
  channelOf,
  type OnlineMethod,
  PAYMENT_CHANNELS,
  type PaymentChannel,
} from '../../domain/payment-method.ts';
import { type KeyValueStorage, storedValue } from '../session-storage.ts';

const isChannel = (raw: unknown): raw is PaymentChannel => PAYMENT_CHANNELS.includes(raw as PaymentChannel);

export function payWithStore(storage: KeyValueStorage | null, code: string) {
  return storedValue(storage, `payment.with.${code}`, isChannel);
}

/** The choice to start with: the address's, else this tab's, else the booking's method. */
export function initialPayWith(
  asked: string | null,
  stored: PaymentChannel | null,
  booked: OnlineMethod | null,
): PaymentChannel {
  if (isChannel(asked)) return asked;
  return stored ?? (booked ? channelOf(booked) : null) ?? 'mobile_money';
}
