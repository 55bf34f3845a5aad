/** Parts of the checkout's steps: the operator hint of step 3 and the whole of step 4. */

import type { Operator } from '../domain/phone.ts';
import type { BookingPrice } from '../domain/pricing.ts';
import { ONLINE_CAP_XAF } from '../domain/pricing.ts';
import { formatDate, formatXaf } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import type { CheckoutDraft } from '../stores/checkout.ts';
import { BreakableText } from './BreakableText.tsx';
import { priceLines } from './CheckoutPrice.tsx';
import { InvoiceTable } from './InvoiceTable.tsx';
import type { translatorOf } from './text.ts';

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
}

/** Step 4: everything the customer chose, the invoice, and the terms to accept. */
export function ConfirmStep(props: ConfirmStepProps) {
  const { draft, price, departureDate, packageTitle, locale, t, termsError, onTerms, urls } = props;
  const operatorName = (operator: Operator) => t(`payment.method.${operator}`);
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
          {draft.paymentMethod ? operatorName(draft.paymentMethod) : ''}{' '}
          <span className="nowrap">{draft.paymentNumber}</span>
        </dd>
      </dl>
      {price ? (
        <InvoiceTable
          caption={t('islands.checkout.invoice')}
          lines={priceLines(price, packageTitle, t)}
          locale={locale}
        />
      ) : null}
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

/** Under the payment number: the operator the number looks like, and a button to choose it. */
export function OperatorHint({
  suggestion,
  chosen,
  onUse,
  mismatch,
  onKeep,
  t,
}: {
  suggestion: Operator | null;
  chosen: Operator | '';
  onUse: (operator: Operator) => void;
  /** "Next" found the number on the other network: offer the switch, or keeping the choice. */
  mismatch: boolean;
  onKeep: () => void;
  t: ReturnType<typeof translatorOf>;
}) {
  const name = suggestion ? t(`payment.method.${suggestion}`) : '';
  if (mismatch && suggestion && chosen) {
    return (
      <div className="operator-switch">
        <button type="button" className="button" onClick={() => onUse(suggestion)}>
          {t('islands.checkout.useOperator', { operator: name })}
        </button>
        <button type="button" className="button button--secondary" onClick={onKeep}>
          {t('islands.checkout.keepOperator', { operator: t(`payment.method.${chosen}`) })}
        </button>
      </div>
    );
  }
  return (
    <div className="operator-hint" aria-live="polite">
      {suggestion ? (
        <>
          <span>{t('islands.checkout.operatorSuggestion', { operator: name })}</span>
          {suggestion !== chosen ? (
            <button type="button" className="link-button" onClick={() => onUse(suggestion)}>
              {t('islands.checkout.useOperator', { operator: name })}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
