import type { BookingDetails } from '../../api/contract.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { PaymentPhase } from '../../stores/payment/payment-state.ts';
import type { translatorOf } from '../text.ts';
import { SuccessNext } from './PaymentNotes.tsx';

/** The success panel: brought into view and focused once the payment lands (useSuccessInView). */
export const SUCCESS_ID = 'pay-success';

/** The status messages in their order (docs/business-rules.md#statuses). */
const STATUS_STEPS = ['initiated', 'inProgress', 'updating'] as const;

interface Props {
  phase: PaymentPhase;
  /** The payment is being made or followed: the notes below speak of it. */
  active: boolean;
  offline: boolean;
  stillWaiting: boolean;
  /** A card payment is followed: nothing is confirmed on a phone, the bank answers. */
  card: boolean;
  booking: BookingDetails | null;
  locale: Locale;
  t: ReturnType<typeof translatorOf>;
}

/**
 * The live status of the payment: the steps reached, the wait getting long, then the success and
 * what comes next. Read out as it changes. The connection lost is said by the buttons
 * (OfflineNotice), where the customer is looking while paying.
 */
export function PaymentStatusSteps({
  phase,
  active,
  offline,
  stillWaiting,
  card,
  booking,
  locale,
  t,
}: Props) {
  const stepIndex = STATUS_STEPS.indexOf(phase as (typeof STATUS_STEPS)[number]);
  return (
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
                {t(
                  card && name === 'initiated'
                    ? 'islands.card.return.checking'
                    : `islands.pay.status.${name}`,
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      {stillWaiting && active && !offline ? (
        <p>{t(card ? 'islands.card.return.stillWaiting' : 'islands.pay.status.stillWaiting')}</p>
      ) : null}
      {phase === 'success' ? (
        <div className="pay-success-panel" id={SUCCESS_ID} tabIndex={-1}>
          <p className="pay-success">{t('islands.pay.status.success')}</p>
          {booking ? <SuccessNext booking={booking} locale={locale} t={t} /> : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * "You are offline", beside the Pay area: on a phone the status above is off the screen by then.
 * The live region stays in the page, empty, so its message is announced (politely) when it comes.
 */
export function OfflineNotice({ shown, t }: { shown: boolean; t: ReturnType<typeof translatorOf> }) {
  return (
    <div className="pay-offline" role="status" aria-live="polite">
      {shown ? <p className="note">{t('islands.pay.offline')}</p> : null}
    </div>
  );
}
