/**
 * A customer's phone and e-mail as staff see them, each a link that opens the phone's own app:
 * the number calls (`tel:`), "WhatsApp" opens a chat (`wa.me` wants the international number's
 * digits, so a national number is read as Cameroonian first), the address writes (`mailto:`).
 */

import { plausibleInternationalNumber } from '../../domain/phone.ts';
import { telUrl, whatsappUrl } from '../../site/contact-links.ts';
import { useAdmin } from './admin-env.tsx';

/** `tel:` and `wa.me` addresses of a number as the customer typed it; null when it is not one. */
export function phoneUrls(phone: string): { tel: string; whatsapp: string } | null {
  const e164 = plausibleInternationalNumber(phone);
  return e164 ? { tel: telUrl(e164), whatsapp: whatsappUrl(e164) } : null;
}

export function PhoneLinks({ phone, name }: { phone: string; name: string }) {
  const { t } = useAdmin();
  const urls = phoneUrls(phone);
  if (!urls) return <>{phone}</>;
  return (
    <>
      <a href={urls.tel} className="nowrap">
        {phone}
      </a>{' '}
      ·{' '}
      <a href={urls.whatsapp} aria-label={t('admin.ui.contact.whatsapp', { name })}>
        {t('admin.ui.attention.whatsapp')}
      </a>
    </>
  );
}

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${encodeURIComponent(email).replace('%40', '@')}`}>{email}</a>;
}
