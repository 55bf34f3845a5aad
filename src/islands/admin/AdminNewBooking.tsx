/**
 * A booking taken for a customer on the phone or at the agency: the checkout's questions, asked by
 * staff, with the price the server will charge as they choose. A trip sold by departures offers
 * them as the checkout does (date, price, seats left read live), instead of a preferred date. Each
 * field is checked with the schema the server parses with before anything is sent; the server
 * prices it again from the catalogue, takes the seats and sends the confirmation, as online. One
 * call under an idempotency key made when the form opens, so a double click makes one booking.
 */
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useState } from 'react';
import type { CreatedBooking } from '../../api/contract.ts';
import { tripTypesFor } from '../../domain/group-size.ts';
import { LOCALES } from '../../domain/locales.ts';
import { OPERATORS, type Operator } from '../../domain/phone.ts';
import { PAYMENT_TYPES } from '../../domain/pricing.ts';
import { TRIP_TYPES } from '../../domain/trip-types.ts';
import {
  firstStaffError,
  type StaffErrors,
  type StaffField,
  type StaffPackage,
  type StaffPricing,
  type StaffValues,
  staffBookingBody,
  staffBookingErrors,
  staffPrice,
} from '../../stores/admin/staff-booking-form.ts';
import { departureOptions } from '../../stores/checkout/checkout-departures.ts';
import { DepartureChoice } from '../checkout/CheckoutDepartures.tsx';
import { LivePrice } from '../checkout/CheckoutPrice.tsx';
import { TextField } from '../fields.tsx';
import { localToday } from '../local-today.ts';
import { focusById } from '../use-start.ts';
import { useAdmin } from './admin-env.tsx';
import { SelectField } from './SelectField.tsx';
import { CallError, useAdminCall } from './staff-action.tsx';

export type { StaffPackage, StaffPricing } from '../../stores/admin/staff-booking-form.ts';

/** Each field's element id (kept from the first form: screenshots and notes name them). */
const ID_SUFFIX: Partial<Record<StaffField, string>> = {
  packageSlug: 'package',
  departureId: 'departure',
  preferredDate: 'date',
  fullName: 'name',
  customerLocale: 'language',
};
const fieldId = (field: StaffField) => `admin-new-${ID_SUFFIX[field] ?? field}`;

/** The booking made: said in the success style (the error's red would read as a refusal). */
export function CreatedNotice({ created, onAnother }: { created: CreatedBooking; onAnother: () => void }) {
  const { t, xaf } = useAdmin();
  return (
    <section aria-labelledby="admin-new-title">
      <h1 id="admin-new-title">{t('admin.ui.new.heading')}</h1>
      <p role="status" className="note note--success">
        {t('admin.ui.new.created', { code: created.code, total: xaf(created.amounts.total) })}
      </p>
      <p>
        <a className="button" href={`#booking=${encodeURIComponent(created.code)}`}>
          {t('admin.ui.new.open', { code: created.code })}
        </a>
      </p>
      <p>
        <button type="button" className="link-button" onClick={onAnother}>
          {t('admin.ui.new.another')}
        </button>
      </p>
    </section>
  );
}

/** The seats left of the trip's departures, read when it is chosen (and again after a refusal). */
function useDepartureSeats(slug: string | undefined, scheduled: boolean) {
  const { views } = useAdmin();
  const seats = useStore(views.seats.$seats);
  useEffect(() => {
    if (slug && scheduled) void views.seats.read(slug);
  }, [slug, scheduled, views]);
  useEffect(() => () => views.seats.close(), [views]);
  return { seats, readSeats: views.seats.read };
}

/** What a field of the form is given: its id, value, change handler and error, by name. */
type FieldOf = (name: StaffField) => {
  id: string;
  value: string;
  onValue: (value: string) => void;
  error: string | null;
};

/** Who the booking is for, how they pay and in which language they hear from the agency. */
function CustomerFieldset({
  field,
  operator,
  onKeepOperator,
}: {
  field: FieldOf;
  operator: Operator;
  /** Shown when the number looks like the other network: staff confirm it moved, as the checkout lets. */
  onKeepOperator: (() => void) | null;
}) {
  const { t } = useAdmin();
  return (
    <fieldset>
      <legend>{t('admin.ui.new.customer')}</legend>
      <TextField {...field('fullName')} label={t('admin.ui.new.fullName')} required autoComplete="off" />
      <TextField
        {...field('email')}
        label={t('admin.ui.new.email')}
        type="email"
        inputMode="email"
        required
        autoComplete="off"
      />
      <TextField
        {...field('whatsapp')}
        label={t('admin.ui.new.whatsapp')}
        type="tel"
        inputMode="tel"
        required
        autoComplete="off"
      />
      <SelectField
        {...field('operator')}
        label={t('admin.ui.new.operator')}
        options={OPERATORS.map((o) => ({ value: o, label: t(`payment.method.${o}`) }))}
      />
      <TextField
        {...field('number')}
        label={t('admin.ui.new.number')}
        type="tel"
        inputMode="tel"
        required
        autoComplete="off"
        after={
          onKeepOperator ? (
            <button type="button" className="button button--secondary" onClick={onKeepOperator}>
              {t('admin.ui.new.keepOperator', { operator: t(`payment.method.${operator}`) })}
            </button>
          ) : null
        }
      />
      <SelectField
        {...field('customerLocale')}
        label={t('admin.ui.new.language')}
        options={LOCALES.map((l) => ({ value: l, label: t(`admin.ui.language.${l}`) }))}
      />
    </fieldset>
  );
}

/** A form not yet filled: the first trip, at its smallest group, for a customer of the staff's language. */
function blankValues(first: StaffPackage | undefined, locale: StaffValues['customerLocale']): StaffValues {
  return {
    packageSlug: first?.slug ?? '',
    tripType: 'group',
    spots: String(first?.minPeople ?? 3),
    departureId: '',
    preferredDate: '',
    paymentType: 'multiple',
    fullName: '',
    email: '',
    whatsapp: '',
    operator: 'mtn',
    number: '',
    customerLocale: locale,
  };
}

/** Which trip, for how many, on which departure or date, and how it is paid. */
function TripFieldset({
  field,
  set,
  packages,
  pkg,
  departures,
  departureId,
}: {
  field: FieldOf;
  set: (name: StaffField) => (value: string) => void;
  packages: readonly StaffPackage[];
  pkg: StaffPackage | undefined;
  departures: ReturnType<typeof departureOptions>;
  departureId: string;
}) {
  const { t, locale } = useAdmin();
  return (
    <fieldset>
      <legend>{t('admin.ui.booking.trip')}</legend>
      <SelectField
        {...field('packageSlug')}
        label={t('admin.ui.new.package')}
        options={packages.map((p) => ({ value: p.slug, label: p.title }))}
      />
      <SelectField
        {...field('tripType')}
        label={t('admin.ui.new.tripType')}
        options={tripTypesFor(TRIP_TYPES, pkg?.minPeople ?? 3).map((type) => ({
          value: type,
          label: t(`booking.tripType.${type}`),
        }))}
      />
      <TextField
        {...field('spots')}
        label={t('admin.ui.new.spots')}
        type="number"
        inputMode="numeric"
        min={pkg?.minPeople ?? 1}
        required
        autoComplete="off"
      />
      {departures.length > 0 ? (
        <DepartureChoice
          id={fieldId('departureId')}
          options={departures}
          value={departureId}
          error={field('departureId').error}
          locale={locale}
          t={t}
          onValue={set('departureId')}
        />
      ) : (
        <TextField
          {...field('preferredDate')}
          label={t('admin.ui.new.date')}
          type="date"
          autoComplete="off"
        />
      )}
      <SelectField
        {...field('paymentType')}
        label={t('admin.ui.new.paymentType')}
        options={PAYMENT_TYPES.map((type) => ({ value: type, label: t(`booking.paymentType.${type}`) }))}
      />
    </fieldset>
  );
}

export function AdminNewBooking({
  packages,
  pricing,
}: {
  packages: readonly StaffPackage[];
  pricing: StaffPricing;
}) {
  const { t, views, locale } = useAdmin();
  const first = packages[0];
  const blank = () => blankValues(first, locale);
  const [values, setValues] = useState<StaffValues>(blank);
  const [errors, setErrors] = useState<StaffErrors>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [created, setCreated] = useState<CreatedBooking | null>(null);
  const { busy, error, run } = useAdminCall();
  const [today] = useState(localToday);
  // Staff confirmed the number moved to the network chosen; asked again once either changes.
  const [keptOperator, setKeptOperator] = useState(false);
  const pkg = packages.find((p) => p.slug === values.packageSlug) ?? first;
  const scheduled = (pkg?.departures?.length ?? 0) > 0;
  const slug = pkg?.slug;
  const { seats, readSeats } = useDepartureSeats(slug, scheduled);
  const departures = departureOptions(pkg ?? null, seats, today);
  const departure = departures.find((option) => option.id === values.departureId) ?? null;
  const price = staffPrice(values, pkg, pricing, departure);

  // A field's error goes once staff change it (as in the checkout); another trip has other
  // departures, and a group too large for one is mended by changing either.
  const set = (name: StaffField) => (value: string) => {
    const cleared: StaffField[] = name === 'packageSlug' || name === 'spots' ? [name, 'departureId'] : [name];
    if (name === 'number' || name === 'operator') {
      setKeptOperator(false);
      cleared.push('number');
    }
    setValues((v) => ({ ...v, [name]: value, ...(name === 'packageSlug' ? { departureId: '' } : {}) }));
    setErrors((now) =>
      Object.fromEntries(Object.entries(now).filter(([k]) => !cleared.includes(k as StaffField))),
    );
  };
  const field: FieldOf = (name) => {
    const message = errors[name];
    return {
      id: fieldId(name),
      value: values[name],
      onValue: set(name),
      error: message && 'key' in message ? t(message.key, message.params) : null,
    };
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = staffBookingErrors(values, pkg, today, departures, keptOperator);
    setErrors(found);
    const firstError = firstStaffError(found);
    if (firstError) {
      focusById(fieldId(firstError));
      return;
    }
    let booking: CreatedBooking | null = null;
    await run(
      async () => {
        const outcome = await views.staffBooking(staffBookingBody(values), key);
        if (outcome.kind === 'ok') booking = outcome.data;
        // Seats sold meanwhile (the refusal says so above the button): the list is read again.
        else if (slug && scheduled) void readSeats(slug);
        return outcome;
      },
      () => setCreated(booking),
    );
  }

  if (created) {
    return (
      <CreatedNotice
        created={created}
        onAnother={() => {
          setCreated(null);
          setValues(blank());
          setKey(crypto.randomUUID());
        }}
      />
    );
  }

  return (
    <section aria-labelledby="admin-new-title">
      <h1 id="admin-new-title">{t('admin.ui.new.heading')}</h1>
      <p>{t('admin.ui.new.intro')}</p>
      <form onSubmit={submit} noValidate className="admin-action-form admin-new-booking">
        <TripFieldset
          field={field}
          set={set}
          packages={packages}
          pkg={pkg}
          departures={departures}
          departureId={values.departureId}
        />
        <LivePrice
          price={price}
          locale={locale}
          t={t}
          words={{ caption: t('admin.ui.new.price'), hint: t('admin.ui.new.priceHint') }}
        />
        <CustomerFieldset
          field={field}
          operator={values.operator as Operator}
          onKeepOperator={
            errors.number &&
            'key' in errors.number &&
            errors.number.key.startsWith('validation.paymentNumber.looks')
              ? () => {
                  setKeptOperator(true);
                  setErrors(({ number: _kept, ...rest }) => rest);
                }
              : null
          }
        />
        <CallError error={error} />
        <button type="submit" className="button" disabled={busy}>
          {t('admin.ui.new.submit')}
        </button>
      </form>
    </section>
  );
}
