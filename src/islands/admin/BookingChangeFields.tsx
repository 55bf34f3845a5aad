/**
 * The fields of a change to a booking (a new group size or date; the owner's new price) and, once a
 * payment link is sent, the WhatsApp message staff open on their phone. The server prices and
 * checks everything again; these only ask.
 */
import type { FieldSetter, FieldValues } from './AmountAndMethod.tsx';
import { useAdmin } from './common.tsx';

interface FieldsProps {
  id: (name: string) => string;
  values: FieldValues;
  set: FieldSetter;
}

export function ChangeTripFields({
  id,
  values,
  set,
  pricePerPerson,
}: FieldsProps & { pricePerPerson: number }) {
  const { t, xaf } = useAdmin();
  return (
    <>
      <div className="field">
        <label htmlFor={id('spots')}>{t('admin.ui.change.spots')}</label>
        <input
          id={id('spots')}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          step={1}
          required
          aria-describedby={id('spots-note')}
          value={values.spots}
          onChange={set('spots')}
        />
        <p id={id('spots-note')} className="note">
          {t('admin.ui.change.priced', { price: xaf(pricePerPerson) })}
        </p>
      </div>
      <div className="field">
        <label htmlFor={id('preferredDate')}>{t('admin.ui.change.date')}</label>
        <input
          id={id('preferredDate')}
          type="date"
          value={values.preferredDate}
          onChange={set('preferredDate')}
        />
      </div>
    </>
  );
}

export function ChangePriceFields({ id, values, set }: FieldsProps) {
  const { t } = useAdmin();
  return (
    <div className="field">
      <label htmlFor={id('total')}>{t('admin.ui.change.total')}</label>
      <input
        id={id('total')}
        type="number"
        inputMode="numeric"
        min={1}
        max={100_000_000}
        step={1}
        required
        value={values.total}
        onChange={set('total')}
      />
    </div>
  );
}

/** After a link is sent: the payment page and the prefilled WhatsApp message to open. */
export function PaymentLinkShare({
  link,
  phone,
}: {
  link: { url: string; whatsapp: string };
  phone: string;
}) {
  const { t } = useAdmin();
  return (
    <div className="admin-link-share">
      <p>{t('admin.ui.link.intro')}</p>
      <p>
        <a className="button" href={link.whatsapp} target="_blank" rel="noopener noreferrer">
          {t('admin.ui.link.whatsapp', { phone })}
        </a>
      </p>
      <p className="note">
        {t('admin.ui.link.page')}: <a href={link.url}>{link.url}</a>
      </p>
    </div>
  );
}
