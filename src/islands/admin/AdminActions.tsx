/**
 * A booking's actions: each is a small form (with a reason for the audit log), then a confirmation
 * step, then one call under an idempotency key made when the form opened, so a retry or a double
 * click is the same action. Agents see only what they may do.
 */

import { type FormEvent, useState } from 'react';
import type { AdminBookingView } from '../../api/admin-contract.ts';
import { nextPaymentKind } from '../../domain/payment-plan.ts';
import { OPERATORS } from '../../domain/phone.ts';
import { ONLINE_CAP_XAF } from '../../domain/pricing.ts';
import { REFUND_METHODS, type RefundMethod } from '../../domain/refund.ts';
import {
  type BookingActionName,
  mayTake,
  OFFLINE_CHANNELS,
  type OfflineChannel,
  offeredActions,
} from '../../domain/staff-actions.ts';
import { colon } from '../../i18n/format.ts';
import { errorOf, isSignedOut } from '../../stores/admin/view-loader.ts';
import { TextAreaField, TextField } from '../fields.tsx';
import { AmountAndMethod, type FieldSetter, type FieldsProps, type FieldValues } from './AmountAndMethod.tsx';
import { type AdminEnv, useAdmin } from './admin-env.tsx';
import { ChangePriceFields, ChangeTripFields, PaymentLinkShare } from './BookingChangeFields.tsx';
import { CancelRefundFields, cancelBody, cancelValues } from './CancelRefundFields.tsx';
import {
  firstMoveTarget,
  MoveDepartureFields,
  TravellerFields,
  travellerNames,
  travellerValues,
} from './DepartureActionFields.tsx';
import { SelectField } from './SelectField.tsx';

type Values = FieldValues;

const today = () => new Date().toISOString().slice(0, 10);

function initialValues(action: BookingActionName, booking: AdminBookingView): Values {
  const providerAttempt = booking.attempts.findLast((a) => a.provider !== 'offline');
  switch (action) {
    case 'offlinePayment':
      return {
        amount: String(Math.max(0, booking.total - booking.paid) || ''),
        channel: 'cash',
        receivedOn: today(),
        reason: '',
      };
    case 'recheck':
      return { reference: providerAttempt?.reference ?? '', reason: '' };
    case 'resend':
      return { what: 'confirmation', reason: '' };
    case 'refundSent':
      return {
        amount: String(booking.refund?.owed || ''),
        // A card payment is refunded to the card (CinetPay's dashboard), never by a mobile-money payout.
        method: booking.paymentMethod === 'card' ? 'card' : 'mobile_money',
        reference: '',
        reason: '',
      };
    case 'changeTrip':
      return {
        spots: String(booking.spots),
        spotsBefore: String(booking.spots),
        preferredDate: booking.preferredDate ?? '',
        dateBefore: booking.preferredDate ?? '',
        reason: '',
      };
    case 'changePrice':
      return { total: String(booking.total), reason: '' };
    case 'cancel':
      return cancelValues(booking);
    case 'moveDeparture':
      return { departureId: firstMoveTarget(booking), reason: '' };
    case 'travellers':
      return { ...travellerValues(booking), reason: '' };
    default:
      return { reason: '' };
  }
}

function bodyOf(
  action: BookingActionName,
  values: Values,
  booking: AdminBookingView,
): Record<string, unknown> {
  const body: Record<string, unknown> = { action, reason: values.reason ?? '' };
  if (action === 'moveDeparture') body.departureId = values.departureId;
  if (action === 'travellers') body.names = travellerNames(booking, values);
  if (action === 'offlinePayment') {
    body.amount = Number(values.amount);
    body.channel = values.channel;
    body.receivedOn = values.receivedOn;
    // Operator and reference only for mobile money sent directly (the server refuses them otherwise).
    if (values.channel === 'mobile_money' && values.operator) body.operator = values.operator;
    if (values.channel === 'mobile_money' && values.payerReference?.trim()) {
      body.payerReference = values.payerReference.trim();
    }
    if (values.confirmOverpayment === 'yes') body.confirmOverpayment = true;
  }
  if (action === 'refundSent') {
    body.amount = Number(values.amount);
    body.method = values.method;
    if (values.reference?.trim()) body.reference = values.reference.trim();
  }
  if (action === 'changeTrip') {
    // Only what staff changed; the server prices a new group size.
    if (values.spots !== values.spotsBefore) body.spots = Number(values.spots);
    if (values.preferredDate && values.preferredDate !== values.dateBefore) {
      body.preferredDate = values.preferredDate;
    }
  }
  if (action === 'changePrice') body.total = Number(values.total);
  if (action === 'cancel') Object.assign(body, cancelBody(values));
  if (action === 'recheck') body.reference = values.reference;
  if (action === 'resend') body.what = values.what;
  return body;
}

/** A refund sent on a cancelled booking: how much, how, and the payout's reference. */
function RefundFields({ values, set, id }: FieldsProps) {
  const { t } = useAdmin();
  return (
    <>
      <AmountAndMethod
        id={id}
        values={values}
        set={set}
        amountLabel={t('admin.ui.action.refundAmount')}
        methodName="method"
        methodLabel={t('admin.ui.action.refundMethod')}
        methods={REFUND_METHODS.map((m) => ({ value: m, label: t(`refund.method.${m}`) }))}
      />
      <TextField
        id={id('reference')}
        label={t('admin.ui.action.refundReference')}
        maxLength={80}
        required={values.method === 'mobile_money' || values.method === 'card'}
        value={values.reference ?? ''}
        onValue={set('reference')}
      />
      {values.method === 'card' ? <p className="note">{t('admin.ui.action.refundCardHint')}</p> : null}
    </>
  );
}

/** The action in one line, for the confirmation question. */
function summaryOf(
  action: BookingActionName,
  values: Values,
  booking: AdminBookingView,
  env: AdminEnv,
): string {
  const { t, tn, xaf, date, locale } = env;
  return action === 'offlinePayment'
    ? `${t('admin.ui.action.offlinePayment')}${colon(locale)}${xaf(Number(values.amount) || 0)}, ${t(`admin.ui.action.channel.${values.channel as OfflineChannel}`)}`
    : action === 'cancel'
      ? `${t('admin.ui.action.cancel')}. ${t('admin.ui.action.cancelSummary', {
          paid: xaf(booking.paid),
          owed: xaf(Math.max(0, (Number(values.refundAmount) || 0) - booking.refunded)),
        })}`
      : action === 'excessReturned'
        ? `${t('admin.ui.action.excessReturned')}${colon(locale)}${xaf(booking.owedBack)}`
        : action === 'refundSent'
          ? `${t('admin.ui.action.refundSent')}${colon(locale)}${xaf(Number(values.amount) || 0)}, ${t(`refund.method.${values.method as RefundMethod}`)}`
          : action === 'changeTrip'
            ? tn('admin.ui.change.summary', Number(values.spots) || 0, {
                action: t('admin.ui.action.changeTrip'),
                spots: values.spots ?? '',
                date: values.preferredDate || '–',
              })
            : action === 'changePrice'
              ? t('admin.ui.change.summaryPrice', {
                  action: t('admin.ui.action.changePrice'),
                  total: xaf(Number(values.total) || 0),
                })
              : action === 'moveDeparture'
                ? t('admin.ui.move.summary', {
                    action: t('admin.ui.action.moveDeparture'),
                    date: date(booking.moveTargets.find((m) => m.id === values.departureId)?.date ?? ''),
                  })
                : t(`admin.ui.action.${action}`);
}

/** Money received outside the provider: amount, channel, the day, and an overpayment confirmed. */
function OfflinePaymentFields({ id, values, set, booking }: FieldsProps & { booking: AdminBookingView }) {
  const { t } = useAdmin();
  return (
    <>
      <AmountAndMethod
        id={id}
        values={values}
        set={set}
        amountLabel={t('admin.ui.action.amount')}
        methodName="channel"
        methodLabel={t('admin.ui.action.channel')}
        methods={OFFLINE_CHANNELS.map((c) => ({
          value: c,
          label: t(`admin.ui.action.channel.${c}`),
        }))}
      />
      {values.channel === 'mobile_money' ? <DirectMobileMoney id={id} values={values} set={set} /> : null}
      {Number(values.amount) > Math.max(0, booking.total - booking.paid) ? (
        // More than is left to pay: recorded only when staff say the customer paid that much.
        <div className="field field--check">
          <input
            id={id('confirmOverpayment')}
            type="checkbox"
            checked={values.confirmOverpayment === 'yes'}
            onChange={(e) => set('confirmOverpayment')(e.target.checked ? 'yes' : '')}
          />
          <label htmlFor={id('confirmOverpayment')}>{t('admin.ui.action.confirmOverpayment')}</label>
        </div>
      ) : null}
      <TextField
        id={id('receivedOn')}
        label={t('admin.ui.action.receivedOn')}
        type="date"
        required
        value={values.receivedOn ?? ''}
        onValue={set('receivedOn')}
      />
    </>
  );
}

/** The fields of one action, besides its reason. */
function ActionFields({
  action,
  booking,
  id,
  values,
  set,
}: FieldsProps & { action: BookingActionName; booking: AdminBookingView }) {
  const { t, xaf } = useAdmin();
  return (
    <>
      {action === 'offlinePayment' ? (
        <OfflinePaymentFields id={id} values={values} set={set} booking={booking} />
      ) : null}
      {action === 'refundSent' ? <RefundFields values={values} set={set} id={id} /> : null}
      {action === 'cancel' ? (
        <CancelRefundFields booking={booking} id={id} values={values} set={set} />
      ) : null}
      {action === 'changeTrip' ? (
        <ChangeTripFields
          id={id}
          values={values}
          set={set}
          pricePerPerson={booking.pricePerPerson}
          scheduled={booking.departure !== null}
        />
      ) : null}
      {action === 'changePrice' ? <ChangePriceFields id={id} values={values} set={set} /> : null}
      {action === 'moveDeparture' ? (
        <MoveDepartureFields id={id} values={values} set={set} booking={booking} />
      ) : null}
      {action === 'travellers' ? (
        <TravellerFields id={id} values={values} set={set} booking={booking} />
      ) : null}
      {action === 'recheck' ? (
        <SelectField
          id={id('reference')}
          label={t('admin.ui.action.reference')}
          options={booking.attempts
            .filter((a) => a.provider !== 'offline')
            .map((a) => ({
              value: a.reference,
              label: `${a.reference} (${xaf(a.amount)}, ${t(`admin.ui.attemptStatus.${a.status}`)})`,
            }))}
          value={values.reference ?? ''}
          onValue={set('reference')}
        />
      ) : null}
      {action === 'resend' ? (
        <SelectField
          id={id('what')}
          label={t('admin.ui.action.what')}
          options={(['confirmation', 'receipt'] as const).map((what) => ({
            value: what,
            label: t(`admin.ui.action.what.${what}`),
          }))}
          value={values.what ?? ''}
          onValue={set('what')}
        />
      ) : null}
    </>
  );
}

function ActionForm({
  action,
  booking,
  onDone,
}: {
  action: BookingActionName;
  booking: AdminBookingView;
  onDone: (message: string, link?: { url: string; whatsapp: string }) => void;
}) {
  const env = useAdmin();
  const { t, views, session } = env;
  const [values, setValues] = useState<Values>(() => initialValues(action, booking));
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `admin-${action}-${name}`;
  const set: FieldSetter = (name) => (value) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === 'edit') {
      setStep('confirm');
      return;
    }
    setBusy(true);
    const outcome = await views.bookingAction(booking.code, bodyOf(action, values, booking), key);
    setBusy(false);
    if (outcome.kind === 'ok') onDone(outcome.message, outcome.data.link);
    else if (isSignedOut(outcome)) session.signedOut(outcome.message);
    else {
      setError(errorOf(outcome, t('admin.ui.networkError')).message);
      setStep('edit');
    }
  }

  const summary = summaryOf(action, values, booking, env);

  return (
    <form onSubmit={submit} className="admin-action-form">
      {step === 'edit' ? (
        <>
          <ActionFields action={action} booking={booking} id={id} values={values} set={set} />
          <TextAreaField
            id={id('reason')}
            label={t(
              action === 'note'
                ? 'admin.ui.action.noteText'
                : action === 'abandon' || action === 'travellers'
                  ? 'admin.ui.action.reasonOptional'
                  : 'admin.ui.action.reason',
            )}
            required={action !== 'abandon' && action !== 'travellers'}
            maxLength={500}
            rows={2}
            value={values.reason ?? ''}
            onValue={set('reason')}
          />
          <button type="submit" className="button">
            {t('admin.ui.action.continue')}
          </button>
        </>
      ) : (
        <fieldset className="admin-confirm">
          <legend>{t('admin.ui.action.confirmQuestion', { action: summary })}</legend>
          <div className="form-actions">
            <button type="button" className="button button--secondary" onClick={() => setStep('edit')}>
              {t('admin.ui.action.back')}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {t('admin.ui.action.confirm')}
            </button>
          </div>
        </fieldset>
      )}
      {error ? (
        <p role="alert" className="input-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Mobile money sent directly: the operator and the reference staff read, both optional. */
function DirectMobileMoney({ id, values, set }: FieldsProps) {
  const { t } = useAdmin();
  return (
    <>
      <SelectField
        id={id('operator')}
        label={t('admin.ui.action.operator')}
        options={[
          { value: '', label: t('admin.ui.action.operator.none') },
          ...OPERATORS.map((operator) => ({ value: operator, label: t(`payment.method.${operator}`) })),
        ]}
        value={values.operator ?? ''}
        onValue={set('operator')}
      />
      <TextField
        id={id('payerReference')}
        label={t('admin.ui.action.payerReference')}
        maxLength={40}
        autoComplete="off"
        value={values.payerReference ?? ''}
        onValue={set('payerReference')}
      />
    </>
  );
}

export function AdminActions({ booking }: { booking: AdminBookingView }) {
  const { t, session, date, xaf } = useAdmin();
  // A done action closes the forms and opens fresh ones (with new idempotency keys).
  const [generation, setGeneration] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [link, setLink] = useState<{ url: string; whatsapp: string } | null>(null);
  const done = (text: string, sent?: { url: string; whatsapp: string }) => {
    setMessage(text);
    setLink(sent ?? null);
    setGeneration((g) => g + 1);
  };
  const role = session.$staff.get()?.role ?? 'agent';
  const payableOnline =
    nextPaymentKind({
      total: booking.total,
      downPayment: booking.downPayment,
      feePercent: 0,
      amountPaid: booking.paid,
      paymentType: booking.paymentType === 'single' ? 'single' : 'multiple',
    }) !== null;
  // Left to pay but not online (above the cap): no payment link is offered, and this says why.
  const noLinkWhy =
    booking.cancelled === null && booking.leftToPay > 0 && !payableOnline
      ? t('admin.ui.action.paymentLinkOffline', {
          total: xaf(booking.total),
          cap: xaf(ONLINE_CAP_XAF),
          left: xaf(booking.leftToPay),
        })
      : null;
  const actions = offeredActions({
    cancelled: booking.cancelled !== null,
    paid: booking.paid,
    leftToPay: booking.leftToPay,
    travelled: booking.travelledAt !== null,
    providerAttempt: booking.attempts.some((a) => a.provider !== 'offline'),
    excessOwed: booking.excess?.owed ?? 0,
    refundOwed: booking.refund?.owed ?? 0,
    cancelRequested: booking.cancelRequest !== null,
    moveTargets: booking.moveTargets.length,
    payableOnline,
  });
  const allowed = actions.filter((a) => mayTake(role, a));
  return (
    <section aria-labelledby="admin-actions-title" className="admin-panel">
      <h2 id="admin-actions-title">{t('admin.ui.booking.actions')}</h2>
      {allowed.length < actions.length ? <p className="note">{t('admin.ui.booking.ownerOnly')}</p> : null}
      <p role="status" className="note">
        {message}
      </p>
      {booking.cancelRequest ? (
        <p className="note">
          {t('admin.ui.cancel.requested', {
            date: date(booking.cancelRequest.requestedAt),
            reason: booking.cancelRequest.reason ?? '–',
          })}
        </p>
      ) : null}
      {noLinkWhy ? <p className="note">{noLinkWhy}</p> : null}
      {link ? <PaymentLinkShare link={link} phone={booking.contact.whatsapp} /> : null}
      {allowed.map((action) => (
        <details key={`${action}-${generation}`} className="admin-action">
          <summary>{t(`admin.ui.action.${action}`)}</summary>
          <ActionForm action={action} booking={booking} onDone={done} />
        </details>
      ))}
    </section>
  );
}
