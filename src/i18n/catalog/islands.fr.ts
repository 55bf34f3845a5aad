import type { islandsEn } from './islands.en.ts';

export const islandsFr: Record<keyof typeof islandsEn, string> = {
  'islands.page.checkout.description': 'Réservez votre voyage en quatre étapes et payez par mobile money.',
  'islands.page.partialPay.title': 'Payer votre réservation',
  'islands.page.noscript': 'Cette page a besoin de JavaScript. Veuillez l’activer puis recharger la page.',

  'islands.shell.toasts': 'Notifications',
  'islands.shell.closeToast': 'Fermer la notification',
  'islands.shell.loading': 'Chargement…',
  'islands.shell.fatalTitle': 'Une erreur est survenue',
  'islands.shell.fatalBody': 'Veuillez réessayer',
  'islands.shell.reload': 'Recharger la page',

  'islands.error.network':
    'Il semble y avoir un problème pour joindre le serveur. Veuillez vérifier votre connexion internet et réessayer.',
  'islands.error.timeout': 'La requête a expiré. Veuillez réessayer plus tard.',
  'islands.error.connection':
    'Impossible de se connecter au serveur. Veuillez vérifier que le serveur fonctionne et est joignable.',
  'islands.error.dns': 'La résolution DNS a échoué. Veuillez vérifier vos paramètres réseau.',
  'islands.error.ssl': 'Erreur de certificat SSL. Veuillez vérifier vos paramètres SSL.',
  'islands.error.auth': 'L’authentification a échoué. Veuillez vérifier vos identifiants et réessayer.',
  'islands.error.permission': 'Permission refusée. Veuillez vérifier vos droits d’accès.',
  'islands.error.notFound': 'La ressource demandée est introuvable. Veuillez vérifier l’URL et réessayer.',
  'islands.error.server': 'Le serveur a rencontré une erreur. Veuillez réessayer plus tard.',
  'islands.error.rateLimit':
    'Limite de requêtes atteinte. Veuillez patienter avant de faire d’autres requêtes.',
  'islands.error.parse':
    'Une erreur est survenue lors de la lecture de la réponse. Veuillez vérifier son format.',
  'islands.error.generic': 'Une erreur est survenue',
  'islands.error.tryAgain': 'Veuillez réessayer',

  'islands.checkout.heading': 'Réserver le voyage « {package} »',
  'islands.checkout.progress': 'Étape {current} sur {total}',
  'islands.checkout.step.customize': 'Personnalisez votre réservation',
  'islands.checkout.step.details': 'Vos coordonnées',
  'islands.checkout.step.payment': 'Détails du paiement',
  'islands.checkout.step.confirm': 'Tout est bon ?',
  'islands.checkout.next': 'Passer à l’étape suivante',
  'islands.checkout.back': 'Revenir à l’étape précédente',
  'islands.checkout.submit': 'Procéder au paiement',
  'islands.checkout.submitting': 'Création de votre réservation…',
  'islands.checkout.errorSummary': 'Veuillez corriger les champs signalés.',
  'islands.checkout.spots': 'Nombre de places',
  'islands.checkout.spotsHint': 'Au moins {min} personnes.',
  'islands.checkout.date': 'Date de départ souhaitée',
  'islands.checkout.dateHint': 'Facultatif. Nous confirmerons la date exacte avec vous.',
  'islands.checkout.tripType': 'Type de voyage',
  'islands.checkout.paymentType': 'Type de paiement',
  'islands.checkout.paymentType.single': 'Payer la totalité maintenant',
  'islands.checkout.paymentType.multiple': 'Payer un acompte maintenant et le reste plus tard',
  'islands.checkout.paymentType.depositOnline':
    'Payer l’acompte en ligne maintenant, le reste auprès de notre agence',
  'islands.checkout.fullUnavailable':
    'Votre total ({total}) dépasse {limit} : seul l’acompte se paie en ligne, la totalité ne peut donc pas être payée maintenant. Notre agence vous contactera pour le reste.',
  'islands.checkout.name': 'Nom complet',
  'islands.checkout.email': 'E-mail',
  'islands.checkout.whatsapp': 'Numéro WhatsApp',
  'islands.checkout.phoneHint': 'Un numéro camerounais, par ex. 670 00 00 00.',
  'islands.checkout.whatsappHint': 'Un numéro camerounais (670 00 00 00) ou international commençant par +.',
  'islands.checkout.paymentMethod': 'Moyen de paiement',
  'islands.checkout.paymentNumber': 'Numéro de paiement',
  'islands.checkout.paymentEmail': 'E-mail de paiement (facultatif)',
  'islands.checkout.operatorSuggestion': 'Ce numéro semble être un numéro {operator}.',
  'islands.checkout.useOperator': 'Utiliser {operator}',
  'islands.checkout.summary': 'Récapitulatif',
  'islands.checkout.invoice': 'Facture',
  'islands.checkout.terms': 'J’accepte les conditions d’utilisation et la politique de confidentialité.',
  'islands.checkout.termsLink': 'Conditions d’utilisation',
  'islands.checkout.privacyLink': 'Politique de confidentialité',
  'islands.checkout.noDate': 'À convenir',
  'islands.checkout.aboveLimit':
    'Votre total dépasse {limit} : seul l’acompte est payé en ligne et notre agence vous contactera pour le reste.',

  'islands.invoice.package': 'Forfait',
  'islands.invoice.spots': 'Places',
  'islands.invoice.pricePerPerson': 'Prix par personne',
  'islands.invoice.total': 'Total',
  'islands.invoice.fee': 'Frais mobile money',
  'islands.invoice.downPayment': 'Acompte',
  'islands.invoice.fullPayment': 'Paiement intégral',
  'islands.invoice.balance': 'Solde',
  'islands.invoice.dueNow': 'À payer maintenant',
  'islands.invoice.later': 'Reste à payer plus tard',

  'islands.pay.doNotClose': 'Ne fermez pas et ne rechargez pas cette page !',
  'islands.pay.bookingCode': 'Code de réservation',
  'islands.pay.payWith': 'Paiement par {method} depuis le {number}',
  'islands.pay.start': 'Payer {amount} maintenant',
  'islands.pay.status.starting': 'Démarrage du paiement…',
  'islands.pay.status.initiated': 'Paiement initié. En attente de votre confirmation sur votre téléphone…',
  'islands.pay.status.inProgress': 'Paiement en cours…',
  'islands.pay.status.updating': 'Mise à jour du statut de la réservation…',
  'islands.pay.status.success': 'Paiement réussi ! Votre réservation est confirmée.',
  'islands.pay.status.failed': 'Ce paiement a échoué.',
  'islands.pay.status.stillWaiting':
    'Toujours en attente de votre confirmation. Vérifiez votre téléphone et validez le paiement.',
  'islands.pay.retry': 'Relancer le paiement',
  'islands.pay.retryNumber': 'Numéro de paiement pour la nouvelle tentative',
  'islands.pay.checkAgain': 'Vérifier à nouveau le paiement',
  'islands.pay.stuck': 'Paiement effectué mais bloqué ici ?',
  'islands.pay.viewBooking': 'Voir les détails de votre réservation',
  'islands.pay.cancel': 'Annuler',
  'islands.pay.restart': 'recommencer la réservation',
  'islands.pay.restartLead': 'Vous avez changé d’avis ? Vous pouvez',
  'islands.pay.nothingDue': 'Cette réservation est entièrement payée. Rien n’est dû.',
  'islands.pay.abandoned':
    'Cette réservation a été clôturée le {date} faute de paiement : elle ne peut plus être payée. Faites une nouvelle réservation ou écrivez-nous sur WhatsApp avec votre code de réservation.',
  'islands.pay.cancelled':
    'Notre agence a annulé cette réservation le {date} : elle ne peut donc plus être payée. Écrivez-nous sur WhatsApp avec votre code de réservation pour toute question.',
  'islands.pay.contactInstead':
    'Le total de cette réservation ({total}) dépasse {limit} : seul l’acompte se paie en ligne. Notre agence vous contactera pour régler les {left} restants : plus rien n’est à payer en ligne.',
  'islands.pay.openElsewhere': 'Un paiement de cette réservation est déjà en cours. Nous le suivons ici.',

  'islands.track.reservation': 'Réservation',
  'islands.track.code': 'Code de réservation',
  'islands.track.package': 'Forfait',
  'islands.track.spots': 'Places',
  'islands.track.date': 'Date de départ souhaitée',
  'islands.track.reservedOn': 'Réservé le',
  'islands.track.status': 'Statut',
  'islands.track.contact': 'Contact',
  'islands.track.paymentInfo': 'Informations de paiement',
  'islands.track.total': 'Total',
  'islands.track.alreadyPaid': 'Déjà payé',
  'islands.track.leftToPay': 'Reste à payer',
  'islands.track.completion': 'Avancement : {percent}',
  'islands.track.transactions': 'Transactions',
  'islands.track.noTransactions': 'Aucune transaction pour le moment.',
  'islands.track.txDate': 'Date',
  'islands.track.txAmount': 'Montant',
  'islands.track.txMethod': 'Moyen',
  'islands.track.txStatus': 'Statut',
  'islands.track.txReference': 'Référence',
  'islands.track.quickActions': 'Actions rapides',
  'islands.track.contactSupport': 'Contacter le support sur WhatsApp',
  'islands.track.supportHint':
    'Une question sur cette réservation ? Écrivez-nous sur WhatsApp en indiquant votre code de réservation.',
  'islands.track.supportMessage': 'Bonjour, j’ai besoin d’aide pour ma réservation {code}.',
  'islands.track.payBalance': 'Payer le solde',
  'islands.track.abandoned':
    'Cette réservation a été clôturée le {date} faute de paiement. Elle n’accepte plus de paiement. Pour voyager avec nous, faites une nouvelle réservation ou écrivez-nous sur WhatsApp avec votre code de réservation.',
  'islands.track.statusAbandoned': 'Clôturée, non payée',
  'islands.track.cancelled':
    'Notre agence a annulé cette réservation le {date}. Elle n’accepte plus de paiement. Écrivez-nous sur WhatsApp avec votre code de réservation pour toute question.',
  'islands.track.overpaid':
    'Nous avons reçu {excess} de plus que le total de cette réservation : un paiement est passé deux fois. Notre équipe vous renverra la différence sur votre numéro mobile money. Écrivez-nous sur WhatsApp avec votre code de réservation pour toute question.',
  'islands.track.excessReturned':
    'Un paiement est passé deux fois sur cette réservation : nous vous avons renvoyé sur votre numéro mobile money les {amount} payés en plus du total.',
  'islands.track.statusCancelled': 'Annulée',
  'islands.track.statusRefunded': 'Annulée · remboursée',
  'islands.track.refunded': 'Remboursé',
  'islands.track.refundOwed': 'À rembourser',
  'islands.track.refundHow':
    'Nous vous renverrons {amount} par mobile money au numéro qui a servi au paiement (ou en espèces ou par virement, comme convenu avec vous), et vous le dirons par e-mail une fois l’envoi fait.',
  'islands.track.refundedAll': 'Remboursée : nous vous avons renvoyé tout ce que vous aviez payé ({amount}).',
  'islands.track.nothingToRefund':
    'Rien n’a été payé pour cette réservation : nous ne vous devons donc rien.',
  'islands.track.refundLine': '{amount} remboursés par {method} le {date}',
  'islands.track.leaveReview': 'Laisser un avis',
  'islands.track.searchAgain': 'Vérifiez le code et réessayez, ou contactez notre support.',
  'islands.track.backHome': 'Retour à l’accueil',

  'islands.review.heading': 'Laisser un avis',
  'islands.review.displayName': 'Nom affiché publiquement',
  'islands.review.rating': 'Votre note',
  'islands.review.starOne': '{count} étoile sur 5',
  'islands.review.starOther': '{count} étoiles sur 5',
  'islands.review.text': 'Votre avis',
  'islands.review.submit': 'Envoyer mon avis',
  'islands.review.success': 'Merci ! Votre avis a bien été reçu et apparaîtra après validation.',
  'islands.review.alreadyReviewed': 'Vous avez déjà laissé un avis pour cette réservation.',
  'islands.review.notPaid':
    'Vous pourrez évaluer votre voyage une fois celui-ci entièrement payé et effectué.',
  'islands.review.afterTrip': 'Vous pourrez évaluer votre voyage après celui-ci, à partir du {date}.',
  'islands.review.afterTravelled':
    'Vous pourrez évaluer votre voyage après celui-ci, une fois que notre agence l’aura noté comme effectué.',

  // Customer journey: live price, what is charged where, retries, what comes next.
  'islands.checkout.livePrice': 'Votre prix',
  'islands.checkout.priceHint': 'Indiquez le nombre de personnes pour voir le prix.',
  'islands.pay.title.deposit': 'Payer l’acompte',
  'islands.pay.title.full': 'Payer la totalité',
  'islands.pay.title.balance': 'Payer le solde',
  'islands.pay.chargeTo': 'Nous demanderons {amount} au numéro {operator} {number}.',
  'islands.pay.chargeToStored':
    'Nous demanderons {amount} au numéro {operator} donné avec votre réservation.',
  'islands.pay.approve.mtn':
    'Une demande Mobile Money s’affiche sur ce téléphone : saisissez votre code secret pour approuver. Pas de demande ? Composez *126# et validez le paiement en attente.',
  'islands.pay.approve.orange':
    'Une demande Orange Money s’affiche sur ce téléphone : saisissez votre code secret pour approuver. Pas de demande ? Composez #150*50# et validez le paiement en attente.',
  'islands.pay.changeNumber': 'Utiliser un autre numéro',
  'islands.pay.failedFrom':
    'Le paiement depuis le {number} n’a pas abouti. Vérifiez le numéro ou saisissez-en un autre.',
  'islands.pay.numberRequired': 'Saisissez le numéro à débiter',
  'islands.pay.confirmSame': 'Ce numéro vient d’échouer. Réessayer avec lui ?',
  'islands.pay.confirmSameYes': 'Oui, réessayer le {number}',
  'islands.pay.keepCode': 'Gardez ce code : {code}. Il vous sert à suivre votre réservation.',
  'islands.pay.emailSent': 'Une confirmation a été envoyée par e-mail à {email}.',
  'islands.pay.nextHeading': 'Et maintenant ?',
  'islands.pay.next.balance':
    'Payez les {amount} restants depuis la page de votre réservation quand vous le souhaitez, avant le départ. Notre équipe vous contactera sur WhatsApp pour confirmer la date.',
  'islands.pay.next.offline':
    'Notre agence vous contactera pour régler les {amount} restants, et sur WhatsApp pour confirmer la date.',
  'islands.pay.next.paid':
    'Notre équipe vous contactera sur WhatsApp pour confirmer la date de départ et le point de rendez-vous.',
  'islands.pay.restartWarning':
    'Cela crée une nouvelle réservation avec un nouveau code ; celle-ci reste telle quelle.',
};
