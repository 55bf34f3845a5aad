/**
 * A booking taken for a customer on the phone or at the agency: the checkout's questions, asked by
 * staff. The server prices it from the catalogue and sends the confirmation, as online; one call
 * under an idempotency key made when the form opens, so a double click makes one booking.
 */
import { type FormEvent, useState } from 'react';
import type { CreatedBooking } from '../../api/contract.ts';
import { tripTypesFor } from '../../domain/group-size.ts';
import { OPERATORS } from '../../domain/phone.ts';
import { PAYMENT_TYPES } from '../../domain/pricing.ts';
import { TRIP_TYPES } from '../../domain/trip-types.ts';
import { CallError, useAdmin, useAdminCall } from './common.tsx';

/** What the form needs of a package: the server prices it again from its own snapshot. */
export interface StaffPackage {
  slug: string;
  title: string;
  minPeople: number;
}

type Values = Record<string, string>;

function bodyOf(v: Values): Record<string, unknown> {
  return {
    packageSlug: v.packageSlug,
    tripType: v.tripType,
    spots: Number(v.spots),
    ...(v.preferredDate ? { preferredDate: v.preferredDate } : {}),
    paymentType: v.paymentType,
    contact: { fullName: v.fullName, email: v.email, whatsapp: v.whatsapp },
    payment: { method: v.operator, number: v.number },
    customerLocale: v.customerLocale,
  };
}

function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  min?: number;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        required={props.required ?? true}
        autoComplete={props.autoComplete ?? 'off'}
        inputMode={props.inputMode}
        min={props.min}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

function Choice(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AdminNewBooking({ packages }: { packages: readonly StaffPackage[] }) {
  const { t, api, xaf, locale } = useAdmin();
  const first = packages[0];
  const blank = (): Values => ({
    packageSlug: first?.slug ?? '',
    tripType: 'group',
    spots: String(first?.minPeople ?? 3),
    preferredDate: '',
    paymentType: 'multiple',
    fullName: '',
    email: '',
    whatsapp: '',
    operator: 'mtn',
    number: '',
    customerLocale: locale,
  });
  const [values, setValues] = useState<Values>(blank);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [created, setCreated] = useState<CreatedBooking | null>(null);
  const { busy, error, run } = useAdminCall();
  const pkg = packages.find((p) => p.slug === values.packageSlug) ?? first;
  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const id = (name: string) => `admin-new-${name}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let booking: CreatedBooking | null = null;
    await run(
      async () => {
        const outcome = await api.staffBooking(bodyOf(values), key);
        if (outcome.kind === 'ok') booking = outcome.data;
        return outcome;
      },
      () => setCreated(booking),
    );
  }

  if (created) {
    return (
      <section aria-labelledby="admin-new-title">
        <h1 id="admin-new-title">{t('admin.ui.new.heading')}</h1>
        <p role="status" className="form-banner">
          {t('admin.ui.new.created', { code: created.code, total: xaf(created.amounts.total) })}
        </p>
        <p>
          <a className="button" href={`#booking=${encodeURIComponent(created.code)}`}>
            {t('admin.ui.new.open', { code: created.code })}
          </a>
        </p>
        <p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setCreated(null);
              setValues(blank());
              setKey(crypto.randomUUID());
            }}
          >
            {t('admin.ui.new.another')}
          </button>
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="admin-new-title">
      <h1 id="admin-new-title">{t('admin.ui.new.heading')}</h1>
      <p>{t('admin.ui.new.intro')}</p>
      <form onSubmit={submit} className="admin-action-form admin-new-booking">
        <fieldset>
          <legend>{t('admin.ui.booking.trip')}</legend>
          <Choice
            id={id('package')}
            label={t('admin.ui.new.package')}
            value={values.packageSlug ?? ''}
            onChange={set('packageSlug')}
            options={packages.map((p) => ({ value: p.slug, label: p.title }))}
          />
          <Choice
            id={id('tripType')}
            label={t('admin.ui.new.tripType')}
            value={values.tripType ?? ''}
            onChange={set('tripType')}
            options={tripTypesFor(TRIP_TYPES, pkg?.minPeople ?? 3).map((type) => ({
              value: type,
              label: t(`booking.tripType.${type}`),
            }))}
          />
          <Field
            id={id('spots')}
            label={t('admin.ui.new.spots')}
            type="number"
            inputMode="numeric"
            min={pkg?.minPeople ?? 1}
            value={values.spots ?? ''}
            onChange={set('spots')}
          />
          <Field
            id={id('date')}
            label={t('admin.ui.new.date')}
            type="date"
            required={false}
            value={values.preferredDate ?? ''}
            onChange={set('preferredDate')}
          />
          <Choice
            id={id('paymentType')}
            label={t('admin.ui.new.paymentType')}
            value={values.paymentType ?? ''}
            onChange={set('paymentType')}
            options={PAYMENT_TYPES.map((type) => ({ value: type, label: t(`booking.paymentType.${type}`) }))}
          />
        </fieldset>
        <fieldset>
          <legend>{t('admin.ui.new.customer')}</legend>
          <Field
            id={id('name')}
            label={t('admin.ui.new.fullName')}
            value={values.fullName ?? ''}
            onChange={set('fullName')}
          />
          <Field
            id={id('email')}
            label={t('admin.ui.new.email')}
            type="email"
            inputMode="email"
            value={values.email ?? ''}
            onChange={set('email')}
          />
          <Field
            id={id('whatsapp')}
            label={t('admin.ui.new.whatsapp')}
            type="tel"
            inputMode="tel"
            value={values.whatsapp ?? ''}
            onChange={set('whatsapp')}
          />
          <Choice
            id={id('operator')}
            label={t('admin.ui.new.operator')}
            value={values.operator ?? ''}
            onChange={set('operator')}
            options={OPERATORS.map((o) => ({ value: o, label: t(`payment.method.${o}`) }))}
          />
          <Field
            id={id('number')}
            label={t('admin.ui.new.number')}
            type="tel"
            inputMode="tel"
            value={values.number ?? ''}
            onChange={set('number')}
          />
          <Choice
            id={id('language')}
            label={t('admin.ui.new.language')}
            value={values.customerLocale ?? ''}
            onChange={set('customerLocale')}
            options={(['en', 'fr'] as const).map((l) => ({ value: l, label: t(`admin.ui.language.${l}`) }))}
          />
        </fieldset>
        <CallError error={error} />
        <button type="submit" className="button" disabled={busy}>
          {t('admin.ui.new.submit')}
        </button>
      </form>
    </section>
  );
}
