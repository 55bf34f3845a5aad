/** The texts of the layout every e-mail shares (`src/server/mail/mail-layout.ts`). */
export const mailEn = {
  'email.layout.whatsapp': 'Questions? Write to us on WhatsApp:',
  'email.layout.buttonFallback': 'If the button does not open, use this address:',
  'email.label.tripDates': 'Dates',
  'email.layout.tripDates': '{start} to {end}',
  'email.layout.dateToConfirm': 'To be confirmed',
  'email.balanceReminder.subject': 'Reservation {code}: {amount} left to pay by {date}',
  'email.balanceReminder.intro':
    'A reminder: the balance of your reservation is due by {date}. You can pay it by mobile money (MTN or Orange) from the link below.',
  'email.balanceReminder.introWithCard':
    'A reminder: the balance of your reservation is due by {date}. You can pay it by mobile money (MTN or Orange) or by card (Visa or Mastercard) from the link below.',
  'email.balanceReminder.pay': 'Pay the balance',
  'email.preTrip.subject': 'Your trip {package} starts on {date}',
  'email.preTrip.intro': 'Your trip is near. Here is where and when to meet, and what to bring.',
  'email.preTrip.agencyWillTell': 'The agency will tell you',
  'email.reviewInvitation.subject': 'How was {package}?',
  'email.reviewInvitation.intro':
    'We hope you enjoyed your trip. Other travellers would love to read how it went: your review takes a minute.',
  'email.reviewInvitation.link': 'Leave a review',
  'email.label.meetingPoint': 'Meeting point',
  'email.label.meetingTime': 'Meeting time',
  'email.label.whatToBring': 'What to bring',
  'email.reminders.why':
    'You receive this message about your reservation {code}. Payment receipts are always sent.',
  'email.reminders.stop': 'Stop reminders for this booking',
} satisfies Record<string, string>;
