import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useState } from 'react';
import { OPERATORS, type Operator } from '../domain/phone.ts';
import { ONLINE_CAP_XAF } from '../domain/pricing.ts';
import { formatXaf } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { httpApi } from '../stores/api.ts';
import {
  type CheckoutPackage,
  createCheckout,
  type Field,
  type PricingSettings,
  STEPS,
} from '../stores/checkout.ts';
import { browserSessionStorage } from '../stores/session-storage.ts';
import type { UiMessage } from '../stores/ui-message.ts';
import { DepartureChoice } from './CheckoutDepartures.tsx';
import { LivePrice } from './CheckoutPrice.tsx';
import { ConfirmStep, OperatorHint } from './CheckoutSteps.tsx';
import { CheckField, ChoiceGroup, TextAreaField, TextField } from './fields.tsx';
import { IslandShell } from './shell/IslandShell.tsx';
import { type Messages, textOf, translatorOf } from './text.ts';
import { focusById, useStart } from './use-start.ts';

export interface CheckoutIslandProps {
  locale: Locale;
  messages: Messages;
  packages: CheckoutPackage[];
  settings: PricingSettings;
  urls: { packages: string; pay: string; terms: string; privacy: string };
  /** The agency's cancellation policy, read before paying (step 4); empty when it has none. */
  policyText?: string;
}

/** The visitor's local date as YYYY-MM-DD (a preferred date cannot be earlier). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const fieldId = (field: Field | 'step') => `checkout-${field}`;

export default function CheckoutIsland(props: CheckoutIslandProps) {
  return (
    <IslandShell messages={props.messages}>
      <Checkout {...props} />
    </IslandShell>
  );
}

function Checkout({ locale, messages, packages, settings, urls, policyText }: CheckoutIslandProps) {
  const t = translatorOf(messages);
  const [today] = useState(localToday);
  const [checkout] = useState(() => {
    const browser = typeof window !== 'undefined';
    return createCheckout({
      locale,
      packages,
      settings,
      api: httpApi(locale),
      storage: browser ? browserSessionStorage() : null,
      requestedSlug: browser ? new URLSearchParams(window.location.search).get('package') : null,
      today,
      navigate: (url) => window.location.assign(url),
      urls: { packages: urls.packages, pay: (code) => `${urls.pay}?code=${encodeURIComponent(code)}` },
      loadRules: () => import('../stores/checkout-rules.ts'),
    });
  });
  useStart(checkout.start);

  const status = useStore(checkout.$status);
  const draft = useStore(checkout.$draft);
  const errors = useStore(checkout.$errors);
  const banner = useStore(checkout.$banner);
  const submitting = useStore(checkout.$submitting);
  const focus = useStore(checkout.$focus);
  const pkg = useStore(checkout.$package);
  const step = useStore(checkout.$step);
  const price = useStore(checkout.$price);
  const departures = useStore(checkout.$departures);
  const departure = useStore(checkout.$departure);
  const paymentChoice = useStore(checkout.$paymentChoice);
  const tripTypes = useStore(checkout.$tripTypes);
  const suggestion = useStore(checkout.$operatorSuggestion);

  useEffect(() => {
    if (!focus) return;
    focusById(fieldId(focus.target));
  }, [focus]);

  if (status !== 'ready' || !pkg) {
    return (
      <p className="island-waiting" aria-live="polite">
        {t('islands.shell.loading')}
      </p>
    );
  }

  const error = (field: Field) => {
    const message = errors[field];
    return message ? textOf(messages, message) : null;
  };
  const stepIndex = STEPS.indexOf(step);
  const last = stepIndex === STEPS.length - 1;
  const operatorName = (operator: Operator) => t(`payment.method.${operator}`);
  // Said beside the choice, and read with the disabled full payment, before the price box changes.
  const fullUnavailable =
    price && !paymentChoice.fullAvailable
      ? t('islands.checkout.fullUnavailable', {
          total: formatXaf(price.total, locale),
          limit: formatXaf(ONLINE_CAP_XAF, locale),
        })
      : null;

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void (last ? checkout.submit() : checkout.next());
  }

  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('islands.checkout.heading', { package: pkg.title })}</h1>
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
        <h2 id={fieldId('step')} tabIndex={-1}>
          {t(`islands.checkout.step.${step}`)}
        </h2>
        {banner ? (
          <div className="form-banner" role="alert">
            {textOf(messages, banner)}
          </div>
        ) : null}

        {step === 'customize' ? (
          <>
            {departures.length > 0 ? (
              <DepartureChoice
                id={fieldId('departureId')}
                options={departures}
                value={draft.departureId}
                error={error('departureId')}
                locale={locale}
                t={t}
                onValue={(value) => checkout.update('departureId', value)}
              />
            ) : null}
            <TextField
              id={fieldId('spots')}
              label={t('islands.checkout.spots')}
              hint={t('islands.checkout.spotsHint', { min: pkg.minPeople })}
              type="number"
              inputMode="numeric"
              min={pkg.minPeople}
              max={50}
              step={1}
              value={draft.spots}
              onValue={(value) => checkout.update('spots', value)}
              error={error('spots')}
            />
            {departures.length > 0 ? null : (
              <TextField
                id={fieldId('preferredDate')}
                label={t('islands.checkout.date')}
                hint={t('islands.checkout.dateHint')}
                type="date"
                min={today}
                value={draft.preferredDate}
                onValue={(value) => checkout.update('preferredDate', value)}
                error={error('preferredDate')}
              />
            )}
            <ChoiceGroup
              id={fieldId('tripType')}
              name="tripType"
              legend={t('islands.checkout.tripType')}
              options={tripTypes.map((value) => ({ value, label: t(`booking.tripType.${value}`) }))}
              value={draft.tripType}
              onValue={(value) => checkout.update('tripType', value)}
              error={error('tripType')}
            />
            <ChoiceGroup
              id={fieldId('paymentType')}
              name="paymentType"
              legend={t('islands.checkout.paymentType')}
              options={(['single', 'multiple'] as const).map((value) => ({
                value,
                label: t(`islands.checkout.paymentType.${value}`),
                ...(value === 'single' && fullUnavailable
                  ? { disabled: true, describedBy: `${fieldId('paymentType')}-note` }
                  : {}),
              }))}
              note={fullUnavailable}
              value={paymentChoice.value}
              onValue={(value) => checkout.update('paymentType', value)}
              error={error('paymentType')}
            />
          </>
        ) : null}

        {step === 'details' ? (
          <>
            <TextField
              id={fieldId('fullName')}
              label={t('islands.checkout.name')}
              autoComplete="name"
              value={draft.fullName}
              onValue={(value) => checkout.update('fullName', value)}
              error={error('fullName')}
            />
            <TextField
              id={fieldId('email')}
              label={t('islands.checkout.email')}
              type="email"
              autoComplete="email"
              value={draft.email}
              onValue={(value) => checkout.update('email', value)}
              error={error('email')}
            />
            <TextField
              id={fieldId('whatsapp')}
              label={t('islands.checkout.whatsapp')}
              hint={t('islands.checkout.whatsappHint')}
              type="tel"
              autoComplete="tel"
              value={draft.whatsapp}
              onValue={(value) => checkout.update('whatsapp', value)}
              error={error('whatsapp')}
            />
            <CheckField
              id={fieldId('whatsappOptIn')}
              label={t('islands.checkout.whatsappOptIn')}
              hint={t('islands.checkout.whatsappOptInHint')}
              checked={draft.whatsappOptIn}
              onChecked={(checked) => checkout.update('whatsappOptIn', checked)}
            />
            {Number(draft.spots) > 1 ? (
              <TextAreaField
                id={fieldId('travellers')}
                label={t('islands.checkout.travellers')}
                hint={t('islands.checkout.travellersHint')}
                rows={3}
                autoComplete="off"
                value={draft.travellers}
                onValue={(value) => checkout.update('travellers', value)}
                error={error('travellers')}
              />
            ) : null}
          </>
        ) : null}

        {step === 'payment' ? (
          <>
            <ChoiceGroup
              id={fieldId('paymentMethod')}
              name="paymentMethod"
              legend={t('islands.checkout.paymentMethod')}
              options={OPERATORS.map((value) => ({ value, label: operatorName(value) }))}
              value={draft.paymentMethod}
              onValue={(value) => checkout.update('paymentMethod', value)}
              error={error('paymentMethod')}
            />
            <TextField
              id={fieldId('paymentNumber')}
              label={t('islands.checkout.paymentNumber')}
              hint={t('islands.checkout.phoneHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={draft.paymentNumber}
              onValue={(value) => checkout.update('paymentNumber', value)}
              error={error('paymentNumber')}
              after={
                <OperatorHint
                  suggestion={suggestion}
                  chosen={draft.paymentMethod}
                  onUse={(operator) => {
                    checkout.update('paymentMethod', operator);
                    focusById(fieldId('paymentNumber'));
                  }}
                  mismatch={otherNetwork(errors.paymentNumber)}
                  onKeep={() => void checkout.keepOperator()}
                  t={t}
                />
              }
            />
            <TextField
              id={fieldId('paymentEmail')}
              label={t('islands.checkout.paymentEmail')}
              hint={t('islands.checkout.paymentEmailHint')}
              type="email"
              autoComplete="email"
              value={draft.paymentEmail}
              onValue={(value) => checkout.update('paymentEmail', value)}
              error={error('paymentEmail')}
            />
          </>
        ) : null}

        {step === 'confirm' ? (
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
          />
        ) : null}
        {step === 'confirm' && policyText ? (
          <section className="note" aria-labelledby="checkout-policy">
            <h3 id="checkout-policy">{t('islands.checkout.cancellationPolicy')}</h3>
            <p>{policyText}</p>
          </section>
        ) : null}

        {last ? null : <LivePrice price={price} locale={locale} t={t} />}

        <div className="form-actions">
          {stepIndex > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={checkout.back}
              disabled={submitting}
            >
              {t('islands.checkout.back')}
            </button>
          ) : null}
          <button type="submit" className="button" disabled={submitting}>
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

/** The number's error says it belongs to the other network (`checkout-validation.ts`). */
function otherNetwork(error: UiMessage | undefined): boolean {
  return !!error && 'key' in error && error.key.startsWith('validation.paymentNumber.looks');
}
