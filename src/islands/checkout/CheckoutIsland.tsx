import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import type { IndicativeView } from '../../i18n/indicative-format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { httpApi } from '../../stores/api.ts';
import {
  type CheckoutDraft,
  type CheckoutPackage,
  createCheckout,
  type PricingSettings,
} from '../../stores/checkout/checkout.ts';
import { browserSessionStorage } from '../../stores/session-storage.ts';
import { localToday } from '../local-today.ts';
import { IslandShell } from '../shell/IslandShell.tsx';
import { type Messages, translatorOf } from '../text.ts';
import { focusById, useStart } from '../use-start.ts';
import { CheckoutForm, loadLaterParts } from './CheckoutForm.tsx';
import { islandIds } from './CheckoutStepFields.ts';
import { readServedStep, restoreServedFocus, type ServedFocus } from './served-step.ts';
import { useCheckoutHistory } from './use-checkout-history.ts';

export interface CheckoutIslandProps {
  locale: Locale;
  messages: Messages;
  packages: CheckoutPackage[];
  settings: PricingSettings;
  urls: { packages: string; pay: string; terms: string; privacy: string };
  /** The agency's cancellation policy, read before paying (step 4); empty when it has none. */
  policyText?: string;
  /** Step 4's amounts in euros and dollars too, as an indication (the rate as of the build). */
  indicative?: IndicativeView;
}

// Shown only on coming back after booking: loaded then.
const BookedPanel = lazy(() => loadLaterParts().then((module) => ({ default: module.BookedPanel })));

/** What the page served in the island's place until it runs (`CheckoutServedStep.tsx`). */
const SERVED_SELECTOR = '[data-checkout-served]';

export default function CheckoutIsland(props: CheckoutIslandProps) {
  return (
    <IslandShell messages={props.messages}>
      <Checkout {...props} />
    </IslandShell>
  );
}

function Checkout({
  locale,
  messages,
  packages,
  settings,
  urls,
  policyText,
  indicative,
}: CheckoutIslandProps) {
  const t = translatorOf(messages);
  const [today] = useState(localToday);
  const payUrl = (code: string) => `${urls.pay}?code=${encodeURIComponent(code)}`;
  const [checkout] = useState(() => {
    const browser = typeof window !== 'undefined';
    return createCheckout({
      locale,
      packages,
      settings,
      api: httpApi(locale),
      storage: browser ? browserSessionStorage() : null,
      requestedSlug: browser ? new URLSearchParams(window.location.search).get('package') : null,
      // Reached by the browser's Back or Forward.
      returning:
        browser &&
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ===
          'back_forward',
      today,
      navigate: (url) => window.location.assign(url),
      urls: { packages: urls.packages, pay: payUrl },
      loadRules: () => import('../../stores/checkout/checkout-rules.ts'),
    });
  });
  useStart(checkout.start);

  const status = useStore(checkout.$status);
  const focus = useStore(checkout.$focus);
  const pkg = useStore(checkout.$package);
  const booked = useStore(checkout.$booked);
  const onBack = useCheckoutHistory(checkout, status === 'ready');

  useEffect(() => {
    if (!focus) return;
    focusById(islandIds(focus.target));
  }, [focus]);
  // The served first step gives way in the frame the island first draws, so nothing moves; what
  // the visitor typed or chose there first becomes the draft's, and their focus and caret move over.
  const [servedFocus, setServedFocus] = useState<ServedFocus | null>(null);
  useLayoutEffect(() => {
    if (status === 'starting') return;
    if (pkg && checkout.$step.get() === 'customize') {
      const served = readServedStep(document, pkg.slug);
      for (const [field, value] of served.changes) {
        checkout.update(field, value as CheckoutDraft[typeof field]);
      }
      if (served.focus) setServedFocus(served.focus);
    }
    for (const served of document.querySelectorAll(SERVED_SELECTOR)) served.remove();
  }, [status, checkout, pkg]);
  useLayoutEffect(() => {
    if (servedFocus) restoreServedFocus(document, servedFocus);
  }, [servedFocus]);

  if (!pkg || status === 'starting' || status === 'redirected') return null;
  if (status === 'booked' && booked) {
    return (
      <Suspense fallback={null}>
        <BookedPanel
          booked={booked}
          packageTitle={pkg.title}
          payUrl={payUrl(booked.code)}
          t={t}
          onBookAgain={checkout.bookAgain}
        />
      </Suspense>
    );
  }
  return (
    <CheckoutForm
      checkout={checkout}
      pkg={pkg}
      locale={locale}
      messages={messages}
      ids={islandIds}
      urls={urls}
      policyText={policyText}
      indicative={indicative}
      today={today}
      onBack={onBack}
    />
  );
}
