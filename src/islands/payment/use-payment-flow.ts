import { useEffect, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { httpApi } from '../../stores/api.ts';
import { createPayment } from '../../stores/payment/payment.ts';
import { realTimers } from '../../stores/payment/payment-polling.ts';
import type { PaymentPhase } from '../../stores/payment/payment-state.ts';
import { browserSessionStorage } from '../../stores/session-storage.ts';
import { focusById, useStart } from '../use-start.ts';
import { SUCCESS_ID } from './PaymentStatusSteps.tsx';

export type PaymentFlow = ReturnType<typeof createPayment>;

export interface PaymentUrls {
  noCode: string;
  bookingDetails: string;
  checkout: string;
}

/**
 * The payment of the booking named in the address: made once, started after hydration, stopped
 * (its polling ended) when the island goes. A payment followed while the connection drops says
 * so, and checks at once when it is back.
 */
export function usePaymentFlow(locale: Locale, urls: PaymentUrls): PaymentFlow {
  const [payment] = useState(() => {
    const query = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search);
    const browser = query !== null;
    return createPayment({
      rawCode: query?.get('code') ?? null,
      rawMethod: query?.get('method') ?? null,
      api: httpApi(locale),
      storage: browser ? browserSessionStorage() : null,
      timers: realTimers,
      newKey: () => crypto.randomUUID(),
      navigate: (url) => window.location.assign(url),
      urls: {
        noCode: urls.noCode,
        bookingDetails: (code) => `${urls.bookingDetails}/${encodeURIComponent(code)}`,
        checkout: (slug) => `${urls.checkout}?package=${encodeURIComponent(slug)}`,
      },
    });
  });
  useStart(payment.start);
  useEffect(() => () => payment.stop(), [payment]);
  // Back from the card's page, the browser may show this page as it was left ("Starting the
  // payment…", its button off): read the booking again, to follow that payment or offer to pay.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void payment.start();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [payment]);
  useEffect(() => {
    window.addEventListener('online', payment.online);
    window.addEventListener('offline', payment.offline);
    return () => {
      window.removeEventListener('online', payment.online);
      window.removeEventListener('offline', payment.offline);
    };
  }, [payment]);
  return payment;
}

/**
 * Where the keyboard goes: to the number field when the customer chooses another number, and
 * after a failure, ready to correct the number that failed.
 */
export function useRetryFocus(phase: PaymentPhase, otherNumber: boolean): void {
  useEffect(() => {
    if (otherNumber) focusById('pay-retry-number');
  }, [otherNumber]);
  useEffect(() => {
    if (phase === 'failed') focusById('pay-retry-number');
  }, [phase]);
}

/**
 * Once paid, the success and what comes next are shown and given the keyboard: on a phone the
 * customer is at the Pay button, below, when the status at the top turns to success.
 */
export function useSuccessInView(phase: PaymentPhase): void {
  useEffect(() => {
    if (phase !== 'success') return;
    // Its top at the top of the screen: on a phone the panel is taller than half of it.
    requestAnimationFrame(() => {
      const panel = document.getElementById(SUCCESS_ID);
      panel?.focus();
      panel?.scrollIntoView({ block: 'start' });
    });
  }, [phase]);
}
