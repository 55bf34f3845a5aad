/**
 * One-tap contact for a booking left unpaid: WhatsApp with a short text in the customer's language,
 * a call, an e-mail. Links, not buttons: they open the phone's own apps.
 */
import type { UnpaidContact } from '../../api/admin-contract.ts';
import { telUrl, whatsappUrl } from '../../site/contact-links.ts';
import { useAdmin } from './admin-env.tsx';

export function mailtoUrl(contact: UnpaidContact): string {
  const query = `subject=${encodeURIComponent(contact.subject)}&body=${encodeURIComponent(contact.message)}`;
  return `mailto:${contact.email}?${query}`;
}

export function UnpaidContactLinks({ contact, name }: { contact: UnpaidContact; name: string }) {
  const { t } = useAdmin();
  return (
    <nav className="admin-contact" aria-label={t('admin.ui.attention.contact', { name })}>
      <a className="button button--secondary" href={whatsappUrl(contact.whatsapp, contact.message)}>
        {t('admin.ui.attention.whatsapp')}
      </a>
      <a className="button button--secondary" href={telUrl(contact.whatsapp)}>
        {t('admin.ui.attention.call')}
      </a>
      <a className="button button--secondary" href={mailtoUrl(contact)}>
        {t('admin.ui.attention.email')}
      </a>
    </nav>
  );
}
