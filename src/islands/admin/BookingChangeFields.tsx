/**
 * The fields of a change to a booking (a new group size or date; the owner's new price) and, once a
 * payment link is sent, the WhatsApp message staff open on their phone. The server prices and
 * checks everything again; these only ask.
 */
import { TextField } from '../fields.tsx';
import { type FieldsProps, WHOLE_NUMBER } from './AmountAndMethod.tsx';
import { useAdmin } from './admin-env.tsx';

/** `scheduled`: the booking travels on a departure, whose date changes only by a move. */
export function ChangeTripFields({
  id,
  values,
  set,
  pricePerPerson,
  scheduled,
}: FieldsProps & { pricePerPerson: number; scheduled: boolean }) {
  const { t, xaf } = useAdmin();
  return (
    <>
      <TextField
        {...WHOLE_NUMBER}
        id={id('spots')}
        label={t('admin.ui.change.spots')}
        hint={t('admin.ui.change.priced', { price: xaf(pricePerPerson) })}
        min={1}
        max={50}
        value={values.spots ?? ''}
        onValue={set('spots')}
      />
      {scheduled ? null : (
        <TextField
          id={id('preferredDate')}
          label={t('admin.ui.change.date')}
          type="date"
          value={values.preferredDate ?? ''}
          onValue={set('preferredDate')}
        />
      )}
    </>
  );
}

export function ChangePriceFields({ id, values, set }: FieldsProps) {
  const { t } = useAdmin();
  return (
    <TextField
      {...WHOLE_NUMBER}
      id={id('total')}
      label={t('admin.ui.change.total')}
      min={1}
      max={100_000_000}
      value={values.total ?? ''}
      onValue={set('total')}
    />
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
