/** Step 1's choice of a scheduled departure: each date with its price and the seats it has left. */
import { formatDate, formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { type DepartureOption, selectable } from '../../stores/checkout/checkout-departures.ts';
import { FieldError } from '../fields.tsx';
import type { translatorOf } from '../text.ts';

type Translate = ReturnType<typeof translatorOf>;

/** What the seats line says; it is always there (a wait reads "Checking seats…") so nothing moves. */
function seatsText(option: DepartureOption, t: Translate): string {
  const count = option.seatsLeft ?? 0;
  switch (option.state) {
    case 'full':
      return t('islands.checkout.departureFull');
    case 'closed':
      return t('islands.checkout.departureClosed');
    case 'few':
      return t(count === 1 ? 'islands.checkout.fewSeatsOne' : 'islands.checkout.fewSeatsOther', { count });
    case 'open':
      return t(count === 1 ? 'islands.checkout.seatsLeftOne' : 'islands.checkout.seatsLeftOther', { count });
    case 'checking':
      return t('islands.checkout.seatsChecking');
    default:
      return t('islands.checkout.seatsUnknown');
  }
}

interface DepartureChoiceProps {
  id: string;
  options: readonly DepartureOption[];
  value: string;
  error: string | null;
  locale: Locale;
  t: Translate;
  onValue: (id: string) => void;
  /** Served before the island runs: shown, not yet usable. */
  disabled?: boolean | undefined;
}

/**
 * Native radios in a fieldset (arrow keys, disabled ones skipped): a full or closed departure stays
 * listed, disabled, its reason in its label. The checked (or first open) radio carries the group's
 * id so an error can send the focus there.
 */
export function DepartureChoice(props: DepartureChoiceProps) {
  const { id, options, value, error, locale, t, onValue, disabled } = props;
  const focusValue = value || options.find(selectable)?.id;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className="field choice-group"
      aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
    >
      <legend>{t('islands.checkout.departure')}</legend>
      <p className="field-hint" id={`${id}-hint`}>
        {t('islands.checkout.departureHint')}
      </p>
      <div className="departure-choices">
        {options.map((option) => {
          const seats = seatsText(option, t);
          return (
            <label key={option.id} className="choice departure-choice">
              <input
                type="radio"
                name="departureId"
                value={option.id}
                id={option.id === focusValue ? id : undefined}
                checked={value === option.id}
                disabled={disabled || !selectable(option)}
                onChange={() => onValue(option.id)}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
              />
              <span className="departure-choice__text">
                <strong>{formatDate(option.date, locale)}</strong>
                <span>
                  {t('islands.checkout.perPerson', { price: formatXaf(option.pricePerPerson, locale) })}
                </span>
                <span className={`departure-choice__seats departure-choice__seats--${option.state}`}>
                  {seats}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
