/**
 * The checkout's first step for one trip as the page serves it, before the island's code arrives
 * (slow connections): the island's own form, its fields taking typing and choices at once, its
 * buttons waiting for the island, the price from the catalogue the site was built with (the server
 * prices every booking again). Rendered at build time only, one per trip, hidden; a script in the
 * page shows the trip asked for, and the island adopts what was typed and takes its place.
 */
import type { Locale } from '../../i18n/locales.ts';
import { httpApi } from '../../stores/api.ts';
import {
  type CheckoutPackage,
  createCheckout,
  emptyDraft,
  type PricingSettings,
} from '../../stores/checkout/checkout.ts';
import type { Messages } from '../text.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { servedIds } from './served-step.ts';

interface CheckoutServedStepProps {
  locale: Locale;
  messages: Messages;
  pkg: CheckoutPackage;
  settings: PricingSettings;
  urls: { terms: string; privacy: string };
}

export default function CheckoutServedStep({
  locale,
  messages,
  pkg,
  settings,
  urls,
}: CheckoutServedStepProps) {
  const checkout = createCheckout({
    locale,
    packages: [pkg],
    settings,
    api: httpApi(locale),
    storage: null,
    requestedSlug: pkg.slug,
    // The departures were chosen at build time: none is dropped for a date here.
    today: '',
    navigate: () => undefined,
    urls: { packages: '', pay: () => '' },
    loadRules: () => import('../../stores/checkout/checkout-rules.ts'),
  });
  // The draft a visitor starts with (the seats of each departure are being checked).
  checkout.$draft.set(emptyDraft(pkg.slug, pkg.minPeople));
  return (
    <CheckoutForm
      checkout={checkout}
      pkg={pkg}
      locale={locale}
      messages={messages}
      ids={servedIds(pkg.slug)}
      urls={urls}
      onBack={() => undefined}
      served
    />
  );
}
