import { useEffect, useRef } from 'react';
import type { Checkout } from '../../stores/checkout/checkout.ts';
import { syncStepHistory } from '../../stores/checkout/checkout-history.ts';

/**
 * The browser's history follows the checkout's steps while the form shows (`checkout-history.ts`),
 * and a page restored by Back from the browser's cache reads again what this tab did since (a
 * booking made). Returns the form's Back button.
 */
export function useCheckoutHistory(checkout: Checkout, formShown: boolean): () => void {
  const sync = useRef<ReturnType<typeof syncStepHistory> | null>(null);
  useEffect(() => {
    if (!formShown) return;
    sync.current = syncStepHistory(checkout, window);
    return () => {
      sync.current?.stop();
      sync.current = null;
    };
  }, [checkout, formShown]);

  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && checkout.resume();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [checkout]);

  return () => (sync.current ? sync.current.back() : checkout.back());
}
