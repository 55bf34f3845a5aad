import type { adminEn } from './admin.en.ts';

export const adminFr: Record<keyof typeof adminEn, string> = {
  'admin.ok': 'Fait',
  'admin.error.signedOut': 'Veuillez vous reconnecter.',
  'admin.error.forbidden': 'Seul un propriétaire peut faire cela.',
  'admin.error.foreignOrigin': 'Cette requête ne vient pas de l’espace de gestion.',
  'admin.error.keyReused': 'Cette clé de requête a déjà servi pour une autre action.',
  'admin.error.keyRequired': 'L’en-tête Idempotency-Key est absent ou invalide.',
  'admin.error.sessionNotFound': 'Cette session est déjà fermée.',
  'admin.error.reviewNotFound': 'Cet avis n’existe pas.',
  'admin.error.reviewDecided': 'Cet avis a déjà été traité.',
  'admin.error.nothingOwed': 'Rien n’est dû au client sur cette réservation.',
  'admin.error.cancelled': 'Cette réservation est annulée.',
  'admin.error.attemptNotFound': 'Ce paiement n’appartient pas à cette réservation.',
  'admin.error.notProviderPayment':
    'Ce paiement a été saisi à la main ; il n’y a rien à demander au prestataire.',
  'admin.error.nothingToResend': 'Aucun paiement réussi pour lequel envoyer un reçu.',
  'admin.error.mailFailed': 'L’e-mail n’a pas pu être envoyé. Réessayez plus tard.',
  'admin.signIn.sent':
    'Si cette adresse correspond à un compte du personnel, un lien de connexion est en route. Il sert une fois, pendant 15 minutes.',
  'admin.signIn.linkInvalid':
    'Ce lien de connexion est déjà utilisé, expiré ou inconnu. Demandez-en un nouveau.',
  'admin.signIn.welcome': 'Bienvenue, {name}.',
  'admin.signOut.done': 'Vous êtes déconnecté.',
  'admin.session.ended': 'La session est fermée.',
  'admin.action.done': 'Enregistré.',
  'admin.action.offlinePayment': 'Paiement hors ligne enregistré.',
  'admin.action.excessReturned': 'Enregistré : {amount} remboursés.',
  'admin.action.cancel': 'Réservation annulée.',
  'admin.action.recheck': 'Le prestataire répond : {status}.',
  'admin.action.resend': 'E-mail renvoyé.',
  'admin.action.note': 'Note ajoutée.',
  'admin.review.approved': 'Avis approuvé : il apparaîtra sur le site après la prochaine publication.',
  'admin.review.rejected': 'Avis refusé.',
  'admin.mail.signIn.subject': 'Votre lien de connexion à l’espace de gestion',
  'admin.mail.signIn.intro':
    'Utilisez ce lien pour vous connecter à l’espace de gestion. Il sert une fois, dans les {minutes} minutes.',
  'admin.mail.signIn.ignore':
    'Si vous ne l’avez pas demandé, ignorez cet e-mail : personne ne peut se connecter sans le lien.',
  'admin.mail.signIn.link': 'Se connecter',
  'admin.mail.openBooking': 'Ouvrir la réservation dans l’espace de gestion',
  'admin.mail.newBooking.subject': 'Nouvelle réservation {code} de {customer}',
  'admin.mail.newBooking.intro': '{customer} a réservé ({code}).',
  'admin.mail.paymentReceived.subject': 'Paiement reçu pour {code}',
  'admin.mail.paymentReceived.intro': '{customer} a payé pour la réservation {code}.',
  'admin.mail.lateSuccess.subject': 'À vérifier : paiement tardif sur {code}',
  'admin.mail.lateSuccess.intro':
    'Un paiement de la réservation {code} ({customer}) a réussi après sa clôture. Le client a peut-être été débité deux fois.',
  'admin.mail.label.amount': 'Montant : {amount}',
  'admin.mail.label.paid': 'Payé à ce jour : {paid} sur {total}',
  'admin.mail.label.package': 'Formule : {package}, {spots} personnes',
};
