/** Steps 2 and 3 of the checkout: who travels and how to reach them, then the number that pays. */
import { useStore } from '@nanostores/react';
import { PAYMENT_CHANNELS } from '../../domain/payment-method.ts';
import { OPERATORS, type Operator } from '../../domain/phone.ts';
import type { Checkout } from '../../stores/checkout/checkout.ts';
import type { UiMessage } from '../../stores/ui-message.ts';
import { CheckField, ChoiceGroup, TextAreaField, TextField } from '../fields.tsx';
import type { translatorOf } from '../text.ts';
import { focusById } from '../use-start.ts';
import type { StepFieldProps } from './CheckoutStepFields.ts';

interface ContactStepProps extends StepFieldProps {
  checkout: Checkout;
}

export function DetailsStep({ checkout, ids, t, error }: ContactStepProps) {
  const draft = useStore(checkout.$draft);
  return (
    <>
      <TextField
        id={ids('fullName')}
        label={t('islands.checkout.name')}
        autoComplete="name"
        value={draft.fullName}
        onValue={(value) => checkout.update('fullName', value)}
        error={error('fullName')}
      />
      <TextField
        id={ids('email')}
        label={t('islands.checkout.email')}
        type="email"
        autoComplete="email"
        value={draft.email}
        onValue={(value) => checkout.update('email', value)}
        error={error('email')}
      />
      <TextField
        id={ids('whatsapp')}
        label={t('islands.checkout.whatsapp')}
        hint={t('islands.checkout.whatsappHint')}
        type="tel"
        autoComplete="tel"
        value={draft.whatsapp}
        onValue={(value) => checkout.update('whatsapp', value)}
        error={error('whatsapp')}
      />
      <CheckField
        id={ids('whatsappOptIn')}
        label={t('islands.checkout.whatsappOptIn')}
        hint={t('islands.checkout.whatsappOptInHint')}
        checked={draft.whatsappOptIn}
        onChecked={(checked) => checkout.update('whatsappOptIn', checked)}
      />
      {Number(draft.spots) > 1 ? (
        <TextAreaField
          id={ids('travellers')}
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
  );
}

export function PaymentStep({ checkout, ids, t, error }: ContactStepProps) {
  const draft = useStore(checkout.$draft);
  const card = draft.paymentMethod === 'card';
  return (
    <>
      {/* Mobile money or card first: a card takes no operator nor number (its page asks for it). */}
      <ChoiceGroup
        id="checkout-payWith"
        name="payWith"
        legend={t('islands.card.method.legend')}
        options={PAYMENT_CHANNELS.map((value) => ({ value, label: t(`islands.card.method.${value}`) }))}
        value={card ? 'card' : 'mobile_money'}
        onValue={(value) => checkout.update('paymentMethod', value === 'card' ? 'card' : '')}
        error={null}
        note={card ? t('islands.card.checkoutNote') : null}
      />
      {card ? null : <MobileMoneyFields checkout={checkout} ids={ids} t={t} error={error} />}
      <TextField
        id={ids('paymentEmail')}
        label={t('islands.checkout.paymentEmail')}
        hint={t(card ? 'islands.checkout.paymentEmailHint.card' : 'islands.checkout.paymentEmailHint')}
        type="email"
        autoComplete="email"
        value={draft.paymentEmail}
        onValue={(value) => checkout.update('paymentEmail', value)}
        error={error('paymentEmail')}
      />
    </>
  );
}

/** The operator and the number mobile money asks, with the hint of the network the number is on. */
function MobileMoneyFields({ checkout, ids, t, error }: ContactStepProps) {
  const draft = useStore(checkout.$draft);
  const errors = useStore(checkout.$errors);
  const suggestion = useStore(checkout.$operatorSuggestion);
  const operator = draft.paymentMethod === 'card' ? '' : draft.paymentMethod;
  return (
    <>
      <ChoiceGroup
        id={ids('paymentMethod')}
        name="paymentMethod"
        legend={t('islands.checkout.paymentMethod')}
        options={OPERATORS.map((value) => ({ value, label: t(`payment.method.${value}`) }))}
        value={operator}
        onValue={(value) => checkout.update('paymentMethod', value)}
        error={error('paymentMethod')}
      />
      <TextField
        id={ids('paymentNumber')}
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
            chosen={operator}
            onUse={(operator) => {
              checkout.update('paymentMethod', operator);
              focusById(ids('paymentNumber'));
            }}
            mismatch={otherNetwork(errors.paymentNumber)}
            onKeep={() => void checkout.keepOperator()}
            t={t}
          />
        }
      />
    </>
  );
}

/** The number's error says it belongs to the other network (`checkout-validation.ts`). */
function otherNetwork(error: UiMessage | undefined): boolean {
  return !!error && 'key' in error && error.key.startsWith('validation.paymentNumber.looks');
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
