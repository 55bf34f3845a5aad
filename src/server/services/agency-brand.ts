/**
 * The agency's look for an e-mail (name, logo, colours, WhatsApp, trip pictures), from the catalogue
 * snapshot the functions already hold: no extra read once the snapshot is loaded.
 */
import { type MailBrand, mailBrand } from '../mail/mail-brand.ts';
import type { ServiceDeps } from './deps.ts';

export async function agencyBrand(deps: Pick<ServiceDeps, 'catalogue' | 'siteUrl'>): Promise<MailBrand> {
  return mailBrand(await deps.catalogue(), deps.siteUrl);
}
