/** The fields of moving a booking to another departure, and of naming its travellers. */
import type { AdminBookingView } from '../../api/admin-contract.ts';
import { TextField } from '../fields.tsx';
import type { FieldsProps, FieldValues } from './AmountAndMethod.tsx';
import { useAdmin } from './admin-env.tsx';

/** The other departures of the trip; a full or closed one is listed but cannot be chosen. */
export function MoveDepartureFields({
  id,
  values,
  set,
  booking,
}: FieldsProps & { booking: AdminBookingView }) {
  const { t, tn, date } = useAdmin();
  if (booking.moveTargets.length === 0) return <p className="note">{t('admin.ui.move.none')}</p>;
  return (
    <>
      <div className="field">
        <label htmlFor={id('departureId')}>{t('admin.ui.move.target')}</label>
        <select
          id={id('departureId')}
          required
          value={values.departureId ?? ''}
          onChange={(event) => set('departureId')(event.currentTarget.value)}
        >
          {booking.moveTargets.map((target) => (
            <option
              key={target.id}
              value={target.id}
              disabled={target.availability !== 'open' || target.seatsLeft < booking.spots}
            >
              {target.availability === 'open'
                ? tn('admin.ui.move.option', target.seatsLeft, {
                    date: date(target.date),
                    seats: target.seatsLeft,
                  })
                : t(
                    target.availability === 'full'
                      ? 'admin.ui.move.optionFull'
                      : 'admin.ui.move.optionClosed',
                    {
                      date: date(target.date),
                    },
                  )}
            </option>
          ))}
        </select>
      </div>
      <p className="note">{t('admin.ui.move.price')}</p>
    </>
  );
}

export const firstMoveTarget = (booking: AdminBookingView) =>
  booking.moveTargets.find((target) => target.availability === 'open' && target.seatsLeft >= booking.spots)
    ?.id ?? '';

/** One field per traveller of the group, prefilled with the names already given. */
export function TravellerFields({ id, values, set, booking }: FieldsProps & { booking: AdminBookingView }) {
  const { t } = useAdmin();
  return (
    <fieldset className="admin-travellers">
      <legend>{t('admin.ui.action.travellers')}</legend>
      <p className="note">{t('admin.ui.travellers.hint')}</p>
      {Array.from({ length: booking.spots }, (_, i) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: a traveller's place in the group is their key.
          key={i}
          id={id(`traveller${i}`)}
          label={t('admin.ui.travellers.name', { number: i + 1 })}
          maxLength={60}
          autoComplete="off"
          value={values[`traveller${i}`] ?? ''}
          onValue={set(`traveller${i}`)}
        />
      ))}
    </fieldset>
  );
}

export const travellerValues = (booking: AdminBookingView): FieldValues =>
  Object.fromEntries(
    Array.from({ length: booking.spots }, (_, i) => [`traveller${i}`, booking.travellers[i] ?? '']),
  );

export const travellerNames = (booking: AdminBookingView, values: FieldValues): string[] =>
  Array.from({ length: booking.spots }, (_, i) => (values[`traveller${i}`] ?? '').trim());
