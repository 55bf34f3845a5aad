import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { OPERATORS } from '../domain/phone.ts';
import { colon, formatDate, formatXaf } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { httpApi } from '../stores/api.ts';
import { createPayment, type PaymentPhase } from '../stores/payment.ts';
import { realTimers } from '../stores/payment-polling.ts';
import { browserSessionStorage } from '../stores/session-storage.ts';
import { ChoiceGroup, TextField } from './fields.tsx';
import { InvoiceTable } from './InvoiceTable.tsx';
import { ChargeTo, ConfirmSame, contactInstead, invoiceLines, SuccessNext } from './PaymentNotes.tsx';
import { IslandShell } from './shell/IslandShell.tsx';
import { type Messages, textOf, translatorOf } from './text.ts';
import { focusById, useStart } from './use-start.ts';

export interface PaymentIslandProps {
  locale: Locale;
  messages: Messages;
  title: string;
  urls: { noCode: string; bookingDetails: string; checkout: string };
}

/** The status messages in their order (docs/business-rules.md#statuses). */
const STATUS_STEPS = ['initiated', 'inProgress', 'updating'] as const;
const ACTIVE: readonly PaymentPhase[] = ['starting', 'initiated', 'inProgress', 'updating'];

export default function PaymentIsland(props: PaymentIslandProps) {
  return (
    <IslandShell messages={props.messages}>
      <PaymentPage {...props} />
    </IslandShell>
  );
}

function PaymentPage({ locale, messages, title, urls }: PaymentIslandProps) {
  const t = translatorOf(messages);
  const [payment] = useState(() => {
    const browser = typeof window !== 'undefined';
    return createPayment({
      rawCode: browser ? new URLSearchParams(window.location.search).get('code') : null,
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

  const phase = useStore(payment.$phase);
  const booking = useStore(payment.$booking);
  const invoice = useStore(payment.$invoice);
  const banner = useStore(payment.$banner);
  const failureReason = useStore(payment.$failureReason);
  const stillWaiting = useStore(payment.$stillWaiting);
  const gaveUp = useStore(payment.$gaveUp);
  const retryNumber = useStore(payment.$retryNumber);
  const retryMethod = useStore(payment.$retryMethod);
  const retryError = useStore(payment.$retryError);
  const failedNumber = useStore(payment.$failedNumber);
  const confirmSame = useStore(payment.$confirmSame);
  const offline = useStore(payment.$offline);
  const otherNumber = useStore(payment.$otherNumber);

  // A payment followed while the connection drops: say so, and check at once when it is back.
  useEffect(() => {
    window.addEventListener('online', payment.online);
    window.addEventListener('offline', payment.offline);
    return () => {
      window.removeEventListener('online', payment.online);
      window.removeEventListener('offline', payment.offline);
    };
  }, [payment]);
  useEffect(() => {
    if (otherNumber) focusById('pay-retry-number');
  }, [otherNumber]);

  // A retry starts in the number field, ready to correct the number that failed.
  useEffect(() => {
    if (phase === 'failed') focusById('pay-retry-number');
  }, [phase]);
  // The title says what this page charges: the down payment, the full amount or the balance.
  const heading = invoice ? t(`islands.pay.title.${invoice.kind}`) : title;
  useEffect(() => {
    if (invoice) document.title = document.title.replace(title, heading);
  }, [invoice, title, heading]);

  const detailsUrl = payment.code
    ? `${urls.bookingDetails}/${encodeURIComponent(payment.code)}`
    : urls.noCode;
  const active = ACTIVE.includes(phase);
  const stepIndex = STATUS_STEPS.indexOf(phase as (typeof STATUS_STEPS)[number]);

  const header = (
    <>
      <h1>{heading}</h1>
      {payment.code && phase !== 'loading' ? (
        <p className="pay-code">
          {t('islands.pay.bookingCode')}
          {colon(locale)}
          <strong className="nowrap">{payment.code}</strong>
        </p>
      ) : null}
    </>
  );

  if (phase === 'loading') {
    return (
      <section className="payment">
        {header}
        <p className="island-waiting" aria-live="polite">
          {t('islands.shell.loading')}
        </p>
      </section>
    );
  }

  if (phase === 'unavailable' || phase === 'nothingDue' || phase === 'offline' || phase === 'cancelled') {
    const text =
      phase === 'nothingDue'
        ? t('islands.pay.nothingDue')
        : phase === 'cancelled'
          ? t(booking?.abandonedOn ? 'islands.pay.abandoned' : 'islands.pay.cancelled', {
              date: formatDate(booking?.cancelledOn ?? '', locale),
            })
          : phase === 'offline' && booking
            ? contactInstead(booking, locale, t)
            : banner
              ? textOf(messages, banner)
              : t('islands.error.generic');
    return (
      <section className="payment">
        {header}
        <p
          className={phase === 'unavailable' ? 'form-banner' : 'note'}
          role={phase === 'unavailable' ? 'alert' : 'status'}
        >
          {text}
        </p>
        {booking ? (
          <p>
            <a className="button" href={detailsUrl}>
              {t('islands.pay.viewBooking')}
            </a>
          </p>
        ) : (
          <p>
            <a href={urls.noCode}>{t('islands.track.backHome')}</a>
          </p>
        )}
      </section>
    );
  }

  return (
    <section className="payment">
      {header}
      {/* First under the title: after a reload on a phone, the live status is what is in view. */}
      <div className="pay-status" role="status" aria-live="polite">
        {phase === 'starting' ? <p>{t('islands.pay.status.starting')}</p> : null}
        {stepIndex >= 0 || phase === 'success' ? (
          <ol>
            {STATUS_STEPS.map((name, index) => {
              const done = phase === 'success' || index < stepIndex;
              const current = index === stepIndex;
              if (!done && !current) return null;
              return (
                <li
                  key={name}
                  className={current ? 'is-current' : 'is-done'}
                  aria-current={current ? 'step' : undefined}
                >
                  {t(`islands.pay.status.${name}`)}
                </li>
              );
            })}
          </ol>
        ) : null}
        {offline && active ? <p className="note">{t('islands.pay.offline')}</p> : null}
        {stillWaiting && active && !offline ? <p>{t('islands.pay.status.stillWaiting')}</p> : null}
        {phase === 'success' ? (
          <div className="pay-success-panel">
            <p className="pay-success">{t('islands.pay.status.success')}</p>
            {booking ? <SuccessNext booking={booking} locale={locale} t={t} /> : null}
          </div>
        ) : null}
      </div>
      {invoice ? (
        <InvoiceTable
          caption={t('islands.checkout.invoice')}
          lines={invoiceLines(invoice, t)}
          locale={locale}
        />
      ) : null}

      {invoice && (phase === 'ready' || active) && !otherNumber ? (
        <ChargeTo
          amount={formatXaf(invoice.dueNow, locale)}
          known={payment.knownNumber()}
          method={booking?.paymentMethod ?? null}
          t={t}
        />
      ) : null}

      {active ? <p className="pay-warning">{t('islands.pay.doNotClose')}</p> : null}

      {phase === 'failed' ? (
        <div className="pay-failed">
          <p className="form-banner" role="alert">
            {t('islands.pay.status.failed')}
            {failureReason ? ` ${t(`payment.failure.${failureReason}`)}` : null}
          </p>
        </div>
      ) : null}
      {banner && phase !== 'failed' ? (
        <p className="form-banner" role="alert">
          {textOf(messages, banner)}
        </p>
      ) : banner ? (
        <p className="muted">{textOf(messages, banner)}</p>
      ) : null}

      {phase === 'failed' || (otherNumber && phase === 'ready') ? (
        <div className="pay-retry">
          {failedNumber ? (
            <p>
              {t('islands.pay.failedFrom', {
                number: `${t(`payment.method.${failedNumber.method}`)} ${failedNumber.number}`,
              })}
            </p>
          ) : null}
          <ChoiceGroup
            id="pay-retry-method"
            name="retryMethod"
            legend={t('islands.checkout.paymentMethod')}
            options={OPERATORS.map((value) => ({
              value,
              label: t(`payment.method.${value}`),
            }))}
            value={retryMethod || (booking?.paymentMethod ?? '')}
            onValue={payment.setRetryMethod}
            error={null}
          />
          <TextField
            id="pay-retry-number"
            label={t(phase === 'failed' ? 'islands.pay.retryNumber' : 'islands.checkout.paymentNumber')}
            hint={t('islands.checkout.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={retryNumber}
            onValue={payment.setRetryNumber}
            error={retryError ? textOf(messages, retryError) : null}
          />
        </div>
      ) : null}

      <div className="form-actions">
        {phase === 'failed' && confirmSame && failedNumber ? (
          <ConfirmSame number={failedNumber.number} onYes={() => void payment.confirmSame()} t={t} />
        ) : null}
        {phase === 'ready' || (phase === 'failed' && !confirmSame) ? (
          <button type="button" className="button" onClick={() => void payment.pay()}>
            {phase === 'failed'
              ? t('islands.pay.retry')
              : t('islands.pay.start', { amount: invoice ? formatXaf(invoice.dueNow, locale) : '' })}
          </button>
        ) : null}
        {phase === 'starting' ? (
          // The status above says "Starting the payment…"; the button only waits.
          <button type="button" className="button" disabled aria-busy="true">
            {t('islands.pay.start', { amount: invoice ? formatXaf(invoice.dueNow, locale) : '' })}
          </button>
        ) : null}
        {phase === 'ready' && !otherNumber ? (
          <button type="button" className="button button--secondary" onClick={payment.chooseAnotherNumber}>
            {t('islands.pay.changeNumber')}
          </button>
        ) : null}
        {gaveUp && active ? (
          <button type="button" className="button" onClick={payment.checkAgain}>
            {t('islands.pay.checkAgain')}
          </button>
        ) : null}
        {phase === 'success' ? (
          <a className="button" href={detailsUrl}>
            {t('islands.pay.viewBooking')}
          </a>
        ) : (
          <button type="button" className="button button--secondary" onClick={payment.cancel}>
            {t('islands.pay.cancel')}
          </button>
        )}
      </div>

      {/* Only once the customer has had time to approve on the phone. */}
      {(stillWaiting || gaveUp) && active ? (
        <p className="pay-stuck">
          {t('islands.pay.stuck')} <a href={detailsUrl}>{t('islands.pay.viewBooking')}</a>
        </p>
      ) : null}
      {/* A new reservation only while nothing is paid: money paid stays with this booking. */}
      {phase !== 'success' && booking && booking.paid === 0 ? (
        <p className="pay-restart">
          {t('islands.pay.restartLead')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={payment.restart}
            aria-describedby="pay-restart-warning"
          >
            {t('islands.pay.restart')}
          </button>
          <br />
          <small id="pay-restart-warning">{t('islands.pay.restartWarning')}</small>
        </p>
      ) : null}
    </section>
  );
}
