/**
 * POST /payments/card/return (and /fr/...): CinetPay sends the customer back with a form POST (its
 * token and transaction id) to `return_url`, a page the site serves statically. This answers the POST
 * with 303 to the same address, so the browser GETs the page, which follows the attempt by its status
 * (docs/payments.md#cards). The return proves nothing and changes nothing: nothing is read here but
 * the address, and its two parameters are passed on only when they have their own shape.
 */
import type { Config } from '@netlify/functions';
import { canonicalBookingCode } from '../src/domain/booking-code.ts';
import { localizedPath, routes, splitLocale } from '../src/i18n/routes.ts';
import { FUNCTION_HEADERS } from '../src/server/http/envelope.ts';
import { PAYMENT_REFERENCE_PATTERN } from '../src/server/services/payment-reference.ts';

export default async (request: Request) => {
  const url = new URL(request.url);
  const { locale } = splitLocale(url.pathname);
  const target = new URLSearchParams();
  const code = canonicalBookingCode(url.searchParams.get('code') ?? '');
  const attempt = url.searchParams.get('attempt')?.toLowerCase() ?? '';
  if (code) target.set('code', code);
  if (PAYMENT_REFERENCE_PATTERN.test(attempt)) target.set('attempt', attempt);
  const query = target.size > 0 ? `?${target}` : '';
  return new Response(null, {
    status: 303,
    headers: { ...FUNCTION_HEADERS, location: `${localizedPath(locale, routes.cardReturn())}${query}` },
  });
};

export const config: Config = {
  path: ['/payments/card/return', '/fr/payments/card/return'],
  method: 'POST',
};
