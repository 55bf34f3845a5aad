/**
 * The links in a reminder: the balance's payment, the review form, and the one that stops reminders
 * for that booking without sign-in. The stop link carries a token, an HMAC of the booking's code
 * under a key derived from `REMINDER_LINK_SECRET` (its own label, so the token reveals nothing of
 * the secret), checked in constant time. The key is the links' own: rotating the sweep secret
 * breaks no link already sent.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../i18n/locales.ts';
import { localizedPath, routes } from '../../i18n/routes.ts';
import { trackingUrl } from './booking-emails.ts';

const LABEL = 'reminders-off/v1';

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update(LABEL).digest();
}

/** The stop link's token for booking `code`. */
export function reminderToken(secret: string, code: string): string {
  return createHmac('sha256', keyOf(secret)).update(code).digest('base64url');
}

/** Whether `token` is the one for `code`; false for any other, of any length. */
export function isReminderToken(secret: string, code: string, token: string): boolean {
  if (!secret) return false;
  const expected = Buffer.from(reminderToken(secret, code));
  const given = Buffer.from(token);
  // Same lengths first (the expected length is public): timingSafeEqual needs them.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page with the one button that stops reminders (a GET changes nothing). */
export function remindersOffPageUrl(siteUrl: string, locale: Locale, code: string, token: string): string {
  const url = new URL(localizedPath(locale, routes.remindersOff()), siteUrl);
  url.searchParams.set('code', code);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Where a mail client's one-click unsubscribe (RFC 8058) posts. */
export function remindersOffOneClickUrl(siteUrl: string, code: string, token: string): string {
  const url = new URL(`/api/bookings/${encodeURIComponent(code)}/reminders-off`, siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The booking's balance payment, opened for that booking. */
export function balancePaymentUrl(siteUrl: string, locale: Locale, code: string): string {
  const url = new URL(localizedPath(locale, routes.partialPay()), siteUrl);
  url.searchParams.set('code', code);
  return url.toString();
}

/** The booking page, at its review form. */
export function reviewFormUrl(siteUrl: string, locale: Locale, code: string): string {
  return `${trackingUrl(siteUrl, locale, code)}#review`;
}
