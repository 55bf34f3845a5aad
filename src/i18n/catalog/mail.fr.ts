import type { mailEn } from './mail.en.ts';

export const mailFr: Record<keyof typeof mailEn, string> = {
  'email.layout.whatsapp': 'Une question ? Écrivez-nous sur WhatsApp :',
  'email.layout.buttonFallback': 'Si le bouton ne s’ouvre pas, utilisez cette adresse :',
  'email.label.tripDates': 'Dates',
  'email.layout.tripDates': 'du {start} au {end}',
  'email.layout.dateToConfirm': 'À confirmer',
};
