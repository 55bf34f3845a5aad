/** The texts of the layout every e-mail shares (`src/server/mail/mail-layout.ts`). */
export const mailEn = {
  'email.layout.whatsapp': 'Questions? Write to us on WhatsApp:',
  'email.layout.buttonFallback': 'If the button does not open, use this address:',
  'email.label.tripDates': 'Dates',
  'email.layout.tripDates': '{start} to {end}',
  'email.layout.dateToConfirm': 'To be confirmed',
} satisfies Record<string, string>;
