/**
 * What the checkout shows after its first step, loaded once the island runs, not with the page:
 * steps 2 and 3 (from CheckoutContactSteps.tsx), step 4, and the booking already made, on coming
 * back after booking.
 */

import { useEffect } from 'react';
import type { OnlineMethod } from '../../domain/payment-method.ts';
import type { BookingPrice } from '../../domain/pricing.ts';
import { ONLINE_CAP_XAF } from '../../domain/pricing.ts';
import { formatDate, formatXaf } from '../../i18n/format.ts';
import type { IndicativeView } from '../../i18n/indicative-format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { CheckoutDraft } from '../../stores/checkout/checkout.ts';
import type { BookedCart } from '../../stores/checkout/checkout-booked.ts';
import { BreakableText } from '../BreakableText.tsx';
import { IndicativeNote, IndicativePrice } from '../IndicativePrice.tsx';
import { type InvoiceLine, InvoiceTable } from '../InvoiceTable.tsx';
import type { translatorOf } from '../text.ts';
import { focusById } from '../use-start.ts';
import { priceLines } from './CheckoutPrice.tsx';

export { DetailsStep, PaymentStep } from './CheckoutContactSteps.tsx';

const TERMS_ID = 'checkout-termsAccepted';

interface ConfirmStepProps {
  draft: CheckoutDraft;
  price: BookingPrice | null;
  /** The scheduled departure chosen, if the trip is sold by departures. */
  departureDate: string | null;
  packageTitle: string;
  locale: Locale;
  t: ReturnType<typeof translatorOf>;
  termsError: string | null;
  onTerms: (accepted: boolean) => void;
  urls: { terms: string; privacy: string };
  /** The total and what is due now in euros and dollars too; absent: XAF alone. */
  indicative?: IndicativeView | undefined;
}

/**
 * The other travellers' names typed at step 2, blank lines left out as the request leaves them
 * (`otherTravellers`, not imported: that would split a chunk off the checkout's first load).
 */
function OtherTravellers({ typed, t }: { typed: string; t: ReturnType<typeof translatorOf> }) {
  const names = typed
    .split('\n')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return null;
  return (
    <>
      <dt>{t('islands.checkout.summaryTravellers')}</dt>
      <dd>{names.join(', ')}</dd>
    </>
  );
}

/**
 * The invoice's lines, the total and what is due now also in euros and dollars: what a traveller
 * reckons with; the price per person, the parts and the fee stay in XAF alone.
 */
function invoiceLines(lines: InvoiceLine[], total: string, view: IndicativeView | undefined, locale: Locale) {
  return lines.map((line) =>
    view && typeof line.value === 'number' && (line.strong || line.label === total)
      ? { ...line, value: <IndicativePrice xaf={line.value} view={view} locale={locale} /> }
      : line,
  );
}

/** Step 4: everything the customer chose, the invoice, and the terms to accept. */
export function ConfirmStep(props: ConfirmStepProps) {
  const { draft, price, departureDate, packageTitle, locale, t, termsError, onTerms, urls, indicative } =
    props;
  const methodName = (method: OnlineMethod) => t(`payment.method.${method}`);
  return (
    <>
      <h3>{t('islands.checkout.summary')}</h3>
      <dl className="summary">
        {departureDate ? (
          <>
            <dt>{t('islands.checkout.departureDate')}</dt>
            <dd>{formatDate(departureDate, locale)}</dd>
          </>
        ) : (
          <>
            <dt>{t('islands.checkout.date')}</dt>
            <dd>
              {draft.preferredDate ? formatDate(draft.preferredDate, locale) : t('islands.checkout.noDate')}
            </dd>
          </>
        )}
        <dt>{t('islands.checkout.tripType')}</dt>
        <dd>{draft.tripType ? t(`booking.tripType.${draft.tripType}`) : ''}</dd>
        <dt>{t('islands.checkout.paymentType')}</dt>
        <dd>
          {t(
            `islands.checkout.paymentType.${price?.onlineCapExceeded ? 'depositOnline' : draft.paymentType}`,
          )}
        </dd>
        <dt>{t('islands.checkout.name')}</dt>
        <dd>{draft.fullName}</dd>
        <OtherTravellers typed={draft.travellers} t={t} />
        <dt>{t('islands.checkout.email')}</dt>
        <dd>
          <BreakableText text={draft.email} />
        </dd>
        <dt>{t('islands.checkout.whatsapp')}</dt>
        <dd>{draft.whatsapp}</dd>
        <dt>{t('islands.checkout.whatsappMessages')}</dt>
        <dd>
          {t(
            draft.whatsappOptIn
              ? 'islands.checkout.whatsappMessages.yes'
              : 'islands.checkout.whatsappMessages.no',
          )}
        </dd>
        <dt>{t('islands.checkout.paymentMethod')}</dt>
        <dd>
          {draft.paymentMethod ? methodName(draft.paymentMethod) : ''}{' '}
          {draft.paymentMethod === 'card' ? null : <span className="nowrap">{draft.paymentNumber}</span>}
        </dd>
      </dl>
      {price ? (
        <InvoiceTable
          caption={t('islands.checkout.invoice')}
          lines={invoiceLines(
            priceLines(price, packageTitle, t),
            t('islands.invoice.total'),
            indicative,
            locale,
          )}
          locale={locale}
        />
      ) : null}
      {price && indicative ? <IndicativeNote view={indicative} /> : null}
      {price?.onlineCapExceeded ? (
        <p className="note">
          {t('islands.checkout.aboveLimit', { limit: formatXaf(ONLINE_CAP_XAF, locale) })}
        </p>
      ) : null}
      <div className="field field--check">
        <input
          type="checkbox"
          id={TERMS_ID}
          checked={draft.termsAccepted}
          onChange={(event) => onTerms(event.currentTarget.checked)}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? `${TERMS_ID}-error` : undefined}
        />
        <label htmlFor={TERMS_ID}>{t('islands.checkout.terms')}</label>
        <p className="terms-links">
          <a href={urls.terms} target="_blank" rel="noopener">
            {t('islands.checkout.termsLink')}
          </a>
          {' · '}
          <a href={urls.privacy} target="_blank" rel="noopener">
            {t('islands.checkout.privacyLink')}
          </a>
        </p>
        {termsError ? (
          <p className="input-error" id={`${TERMS_ID}-error`}>
            {termsError}
          </p>
        ) : null}
      </div>
    </>
  );
}

interface BookedPanelProps {
  booked: BookedCart;
  packageTitle: string;
  payUrl: string;
  t: ReturnType<typeof translatorOf>;
  onBookAgain: () => void;
}

/**
 * Back at the checkout after its booking was made (the browser's Back from the payment page):
 * that booking's payment page is offered, and booking again takes a deliberate choice.
 */
export function BookedPanel({ booked, packageTitle, payUrl, t, onBookAgain }: BookedPanelProps) {
  // The visitor came back expecting the form: what they see instead is said first.
  useEffect(() => focusById('checkout-booked'), []);
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('islands.checkout.heading', { package: packageTitle })}</h1>
      <div className="checkout__form">
        <h2 id="checkout-booked" tabIndex={-1}>
          {t('islands.checkout.booked.title')}
        </h2>
        <p>{t('islands.checkout.booked.body', { code: booked.code })}</p>
        <div className="form-actions">
          <button type="button" className="button button--secondary" onClick={onBookAgain}>
            {t('islands.checkout.booked.again')}
          </button>
          <a className="button" href={payUrl}>
            {t('islands.checkout.booked.pay')}
          </a>
        </div>
      </div>
    </section>
  );
}
