import type { BookingPrice } from '../../domain/pricing.ts';
import type { Locale } from '../../i18n/locales.ts';
import { type InvoiceLine, InvoiceTable } from '../InvoiceTable.tsx';
import type { translatorOf } from '../text.ts';

/** The invoice lines of a price: total, what is charged now (down payment or full), fee, what is left. */
export function priceLines(
  price: BookingPrice & { card?: true },
  packageTitle: string | null,
  t: ReturnType<typeof translatorOf>,
): InvoiceLine[] {
  return [
    ...(packageTitle ? [{ label: t('islands.invoice.package'), value: packageTitle }] : []),
    { label: t('islands.invoice.pricePerPerson'), value: price.pricePerPerson },
    { label: t('islands.invoice.spots'), value: String(price.spots) },
    { label: t('islands.invoice.total'), value: price.total },
    {
      label: t(
        price.chargedNow === price.total ? 'islands.invoice.fullPayment' : 'islands.invoice.downPayment',
      ),
      value: price.chargedNow,
    },
    { label: t(price.card ? 'islands.card.fee' : 'islands.invoice.fee'), value: price.fee },
    { label: t('islands.invoice.dueNow'), value: price.dueNow, strong: true },
    ...(price.balanceAfter > 0 ? [{ label: t('islands.invoice.later'), value: price.balanceAfter }] : []),
  ];
}

/**
 * The live price beside steps 1 to 3 (and on the back office's New booking, worded for staff): it
 * follows the number of people and the payment type.
 */
export function LivePrice({
  price,
  locale,
  t,
  words,
}: {
  price: BookingPrice | null;
  locale: Locale;
  t: ReturnType<typeof translatorOf>;
  words?: { caption: string; hint: string } | undefined;
}) {
  return (
    <aside className="live-price" aria-live="polite">
      {price ? (
        <InvoiceTable
          caption={words?.caption ?? t('islands.checkout.livePrice')}
          lines={priceLines(price, null, t)}
          locale={locale}
        />
      ) : (
        <p className="note">{words?.hint ?? t('islands.checkout.priceHint')}</p>
      )}
    </aside>
  );
}
