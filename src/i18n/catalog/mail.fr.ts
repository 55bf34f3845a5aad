import type { mailEn } from './mail.en.ts';

export const mailFr: Record<keyof typeof mailEn, string> = {
  'email.layout.whatsapp': 'Une question ? Écrivez-nous sur WhatsApp :',
  'email.layout.buttonFallback': 'Si le bouton ne s’ouvre pas, utilisez cette adresse :',
  'email.label.tripDates': 'Dates',
  'email.layout.tripDates': 'du {start} au {end}',
  'email.layout.dateToConfirm': 'À confirmer',
  'email.balanceReminder.subject': 'Réservation {code} : {amount} à régler au plus tard le {date}',
  'email.balanceReminder.intro':
    'Petit rappel : le solde de votre réservation est à régler au plus tard le {date}. Vous pouvez le payer par mobile money (MTN ou Orange) depuis le lien ci-dessous.',
  'email.balanceReminder.introWithCard':
    'Petit rappel : le solde de votre réservation est à régler au plus tard le {date}. Vous pouvez le payer par mobile money (MTN ou Orange) ou par carte (Visa ou Mastercard) depuis le lien ci-dessous.',
  'email.balanceReminder.pay': 'Payer le solde',
  'email.preTrip.subject': 'Votre voyage {package} commence le {date}',
  'email.preTrip.intro': 'Votre voyage approche. Voici où et quand vous retrouver, et quoi emporter.',
  'email.preTrip.agencyWillTell': 'L’agence vous le dira',
  'email.reviewInvitation.subject': 'Comment s’est passé {package} ?',
  'email.reviewInvitation.intro':
    'Nous espérons que votre voyage vous a plu. D’autres voyageurs aimeraient savoir comment il s’est passé : votre avis ne prend qu’une minute.',
  'email.reviewInvitation.link': 'Laisser un avis',
  'email.label.meetingPoint': 'Lieu de rendez-vous',
  'email.label.meetingTime': 'Heure de rendez-vous',
  'email.label.whatToBring': 'À emporter',
  'email.reminders.why':
    'Vous recevez ce message au sujet de votre réservation {code}. Les reçus de paiement sont toujours envoyés.',
  'email.reminders.stop': 'Arrêter les rappels pour cette réservation',
};
