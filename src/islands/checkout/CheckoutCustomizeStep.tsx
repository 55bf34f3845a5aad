/** Step 1 of the checkout: the departure or a preferred date, the group, the trip and payment types. */
import { useStore } from '@nanostores/react';
import { ONLINE_CAP_XAF } from '../../domain/pricing.ts';
import { formatDate, formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Checkout, CheckoutPackage } from '../../stores/checkout/checkout.ts';
import { ChoiceGroup, TextField } from '../fields.tsx';
import { DepartureChoice } from './CheckoutDepartures.tsx';
import type { StepFieldProps } from './CheckoutStepFields.ts';

interface CustomizeStepProps extends StepFieldProps {
  checkout: Checkout;
  pkg: CheckoutPackage;
  locale: Locale;
  /** The visitor's date: a preferred date cannot be earlier (none while the page is served). */
  today: string | undefined;
}

export function CustomizeStep({ checkout, pkg, locale, today, ids, t, error }: CustomizeStepProps) {
  const draft = useStore(checkout.$draft);
  const price = useStore(checkout.$price);
  const departures = useStore(checkout.$departures);
  const paymentChoice = useStore(checkout.$paymentChoice);
  const tripTypes = useStore(checkout.$tripTypes);
  const lateBalance = useStore(checkout.$lateBalance);
  // Said beside the choice, and read with the disabled full payment, before the price box changes.
  const fullUnavailable =
    price && !paymentChoice.fullAvailable
      ? t('islands.checkout.fullUnavailable', {
          total: formatXaf(price.total, locale),
          limit: formatXaf(ONLINE_CAP_XAF, locale),
        })
      : null;
  // A trip closer than the balance period: when the rest is due is said before the choice is made.
  const lateNote = lateBalance
    ? t('islands.checkout.lateBalance', {
        days: lateBalance.days,
        date: formatDate(lateBalance.dueOn, locale),
      })
    : null;
  const note = [fullUnavailable, lateNote].filter(Boolean).join(' ') || null;
  return (
    <>
      {departures.length > 0 ? (
        <DepartureChoice
          id={ids('departureId')}
          options={departures}
          value={draft.departureId}
          error={error('departureId')}
          locale={locale}
          t={t}
          onValue={(value) => checkout.update('departureId', value)}
        />
      ) : null}
      <TextField
        id={ids('spots')}
        name="spots"
        label={t('islands.checkout.spots')}
        hint={t('islands.checkout.spotsHint', { min: pkg.minPeople })}
        // Text with a numeric keyboard, not type="number": its caret and selection can be read and
        // put back when the island takes over the served step, and no wheel or arrow changes it.
        type="text"
        inputMode="numeric"
        value={draft.spots}
        onValue={(value) => checkout.update('spots', value)}
        error={error('spots')}
      />
      {departures.length > 0 ? null : (
        <TextField
          id={ids('preferredDate')}
          name="preferredDate"
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
        id={ids('tripType')}
        name="tripType"
        legend={t('islands.checkout.tripType')}
        options={tripTypes.map((value) => ({ value, label: t(`booking.tripType.${value}`) }))}
        value={draft.tripType}
        onValue={(value) => checkout.update('tripType', value)}
        error={error('tripType')}
      />
      <ChoiceGroup
        id={ids('paymentType')}
        name="paymentType"
        legend={t('islands.checkout.paymentType')}
        options={(['single', 'multiple'] as const).map((value) => ({
          value,
          label: t(`islands.checkout.paymentType.${value}`),
          ...(value === 'single' && fullUnavailable
            ? { disabled: true, describedBy: `${ids('paymentType')}-note` }
            : {}),
        }))}
        note={note}
        value={paymentChoice.value}
        onValue={(value) => checkout.update('paymentType', value)}
        error={error('paymentType')}
      />
    </>
  );
}
