import { whatsappUrl } from '../../site/contact-links.ts';
import type { translatorOf } from '../text.ts';

/** Where to ask about a booking: the agency on WhatsApp, the booking's code already written. */
export function SupportNote({
  code,
  whatsappNumber,
  t,
}: {
  code: string;
  whatsappNumber: string;
  t: ReturnType<typeof translatorOf>;
}) {
  return (
    <div className="support">
      <p>{t('islands.track.supportHint')}</p>
      <a
        className="button button--secondary"
        href={whatsappUrl(whatsappNumber, t('islands.track.supportMessage', { code }))}
        rel="noopener"
      >
        {t('islands.track.contactSupport')}
      </a>
    </div>
  );
}
