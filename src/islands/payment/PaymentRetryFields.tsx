import { useStore } from '@nanostores/react';
import { operatorOf } from '../../domain/payment-method.ts';
import { OPERATORS } from '../../domain/phone.ts';
import { ChoiceGroup, TextField } from '../fields.tsx';
import { type Messages, textOf, translatorOf } from '../text.ts';
import type { PaymentFlow } from './use-payment-flow.ts';

/**
 * The operator and number to pay from: after a failure (the number that failed said first), or
 * when the customer chose to pay from another number.
 */
export function PaymentRetryFields({ payment, messages }: { payment: PaymentFlow; messages: Messages }) {
  const t = translatorOf(messages);
  const phase = useStore(payment.$phase);
  const booking = useStore(payment.$booking);
  const failedNumber = useStore(payment.$failedNumber);
  const retryNumber = useStore(payment.$retryNumber);
  const retryMethod = useStore(payment.$retryMethod);
  const retryError = useStore(payment.$retryError);
  return (
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
        value={retryMethod || (booking ? (operatorOf(booking.paymentMethod) ?? '') : '')}
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
  );
}
