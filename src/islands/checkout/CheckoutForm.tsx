/**
 * The checkout's form: the trip's heading, the steps, the step shown, the live price and the buttons.
 * The island renders it; the page serves its first step before the island runs, its fields taking
 * typing and its buttons waiting for the island.
 */
import { useStore } from '@nanostores/react';
import { lazy, type SubmitEvent, Suspense, useEffect } from 'react';
import type { IndicativeView } from '../../i18n/indicative-format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { type Checkout, type CheckoutPackage, type Field, STEPS } from '../../stores/checkout/checkout.ts';
import { CustomizeStep } from './CheckoutCustomizeStep.tsx';
import { LivePrice } from './CheckoutPrice.tsx';
// Named here so the price table's module is fetched with the island's, not one round trip later.
import '../InvoiceTable.tsx';
import { type Messages, textOf, translatorOf } from '../text.ts';
import type { FieldIds } from './CheckoutStepFields.ts';

/**
 * Steps 2 to 4 and the booking already made, in one module: fetched as soon as the island runs,
 * after the first step it serves, not with the page.
 */
export const loadLaterParts = () => import('./CheckoutSteps.tsx');
const DetailsStep = lazy(() => loadLaterParts().then((module) => ({ default: module.DetailsStep })));
const PaymentStep = lazy(() => loadLaterParts().then((module) => ({ default: module.PaymentStep })));
const ConfirmStep = lazy(() => loadLaterParts().then((module) => ({ default: module.ConfirmStep })));

export interface CheckoutFormProps {
  checkout: Checkout;
  pkg: CheckoutPackage;
  locale: Locale;
  messages: Messages;
  ids: FieldIds;
  urls: { terms: string; privacy: string };
  policyText?: string | undefined;
  /** Step 4's amounts in euros and dollars too; absent: XAF alone. */
  indicative?: IndicativeView | undefined;
  today?: string | undefined;
  /** The form's Back button (the browser's Back when the step below is in its history). */
  onBack: () => void;
  /** Served before the island runs: the fields take typing, the buttons wait for the island. */
  served?: boolean | undefined;
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { checkout, pkg, locale, messages, ids, urls, policyText, indicative, today, onBack, served } = props;
  const t = translatorOf(messages);
  const draft = useStore(checkout.$draft);
  const errors = useStore(checkout.$errors);
  const banner = useStore(checkout.$banner);
  const submitting = useStore(checkout.$submitting);
  const step = useStore(checkout.$step);
  const price = useStore(checkout.$price);
  const departure = useStore(checkout.$departure);
  const paymentChoice = useStore(checkout.$paymentChoice);

  const error = (field: Field) => {
    const message = errors[field];
    return message ? textOf(messages, message) : null;
  };
  const stepIndex = STEPS.indexOf(step);
  // A number below the trip's minimum was entered: the price box says the minimum, not "enter one".
  const spots = Number(draft.spots);
  const priceWords =
    draft.spots.trim() !== '' && Number.isSafeInteger(spots) && spots < pkg.minPeople
      ? {
          caption: t('islands.checkout.livePrice'),
          hint: t('islands.checkout.priceHintMinimum', { min: pkg.minPeople }),
        }
      : undefined;
  const last = stepIndex === STEPS.length - 1;
  const fields = { ids, t, error };
  // The later steps arrive while step 1 is being filled in (not for the page's served step).
  useEffect(() => {
    if (!served) void loadLaterParts().catch(() => undefined);
  }, [served]);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void (last ? checkout.submit() : checkout.next());
  }

  return (
    <section className="checkout" aria-labelledby={ids('title')}>
      <h1 id={ids('title')}>{t('islands.checkout.heading', { package: pkg.title })}</h1>
      <ol className="steps">
        {STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === stepIndex ? 'step' : undefined}
            className={index < stepIndex ? 'is-done' : undefined}
          >
            {t(`islands.checkout.step.${name}`)}
          </li>
        ))}
      </ol>
      <form className="checkout__form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <p className="checkout__progress">
          {t('islands.checkout.progress', { current: stepIndex + 1, total: STEPS.length })}
        </p>
        <h2 id={ids('step')} tabIndex={-1}>
          {t(`islands.checkout.step.${step}`)}
        </h2>
        {banner ? (
          <div className="form-banner" role="alert">
            {textOf(messages, banner)}
          </div>
        ) : null}

        {step === 'customize' ? (
          <CustomizeStep checkout={checkout} pkg={pkg} locale={locale} today={today} {...fields} />
        ) : null}
        {step === 'details' || step === 'payment' ? (
          <Suspense fallback={null}>
            {step === 'details' ? <DetailsStep checkout={checkout} {...fields} /> : null}
            {step === 'payment' ? <PaymentStep checkout={checkout} {...fields} /> : null}
          </Suspense>
        ) : null}
        {step === 'confirm' ? (
          <Suspense fallback={null}>
            <ConfirmStep
              draft={{ ...draft, paymentType: paymentChoice.value }}
              price={price}
              departureDate={departure?.date ?? null}
              packageTitle={pkg.title}
              locale={locale}
              t={t}
              termsError={error('termsAccepted')}
              onTerms={(accepted) => checkout.update('termsAccepted', accepted)}
              urls={urls}
              indicative={indicative}
            />
          </Suspense>
        ) : null}
        {step === 'confirm' && policyText ? (
          <section className="note" aria-labelledby="checkout-policy">
            <h3 id="checkout-policy">{t('islands.checkout.cancellationPolicy')}</h3>
            <p>{policyText}</p>
          </section>
        ) : null}

        {last ? null : <LivePrice price={price} locale={locale} t={t} words={priceWords} />}

        <div className="form-actions">
          {stepIndex > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={onBack}
              disabled={submitting || served}
            >
              {t('islands.checkout.back')}
            </button>
          ) : null}
          <button type="submit" className="button" disabled={submitting || served}>
            {submitting
              ? t('islands.checkout.submitting')
              : last
                ? t('islands.checkout.submit')
                : t('islands.checkout.next')}
          </button>
        </div>
      </form>
    </section>
  );
}
