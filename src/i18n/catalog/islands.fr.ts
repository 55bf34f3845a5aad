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
  'islands.checkout.booked.title': 'Ce voyage est déjà réservé',
  'islands.checkout.booked.body':
    'Votre réservation {code} a été faite depuis cette page. Réglez-la sur sa page de paiement : revenir ici ne la réserve pas une seconde fois.',
  'islands.checkout.booked.pay': 'Continuer vers le paiement',
  'islands.checkout.booked.again': 'Faire une autre réservation',
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
  'islands.checkout.lateBalance':
    'Votre voyage a lieu dans moins de {days} jours : avec un acompte, le reste est à régler au plus tard le {date}, avant le départ.',
  'islands.checkout.name': 'Nom complet',
  'islands.checkout.email': 'E-mail',
  'islands.checkout.whatsapp': 'Numéro WhatsApp',
  'islands.checkout.phoneHint': 'Un numéro camerounais, par ex. 670 00 00 00.',
  'islands.checkout.whatsappHint': 'Un numéro camerounais (670 00 00 00) ou international commençant par +.',
  'islands.checkout.whatsappOptIn': 'Recevoir aussi ma confirmation, mes reçus et mes rappels sur WhatsApp',
  'islands.checkout.whatsappOptInHint':
    'Au numéro WhatsApp ci-dessus, où vous pourrez nous répondre. Les e-mails arrivent dans tous les cas.',
  'islands.checkout.whatsappMessages': 'Messages sur WhatsApp',
  'islands.checkout.whatsappMessages.yes':
    'Oui, en plus de l’e-mail, dès que vous nous écrivez sur WhatsApp depuis ce numéro avec votre code de réservation (la page de votre réservation donne le lien) ou que vous payez depuis ce numéro',
  'islands.checkout.whatsappMessages.no': 'Non, par e-mail seulement',
  'islands.checkout.travellers': 'Noms des autres voyageurs (facultatif)',
  'islands.checkout.travellersHint':
    'Un nom par ligne. Vous pouvez aussi les indiquer plus tard, sur la page de votre réservation.',
  'islands.checkout.paymentMethod': 'Moyen de paiement',
  'islands.checkout.paymentNumber': 'Numéro de paiement',
  'islands.checkout.paymentEmail': 'E-mail pour le reçu du paiement (facultatif)',
  'islands.checkout.paymentEmailHint':
    'Fapshi, notre prestataire de paiement, y envoie son propre reçu de chaque paiement. Laissé vide, il part à votre e-mail de contact.',
  'islands.checkout.paymentEmailHint.card':
    'CinetPay, notre prestataire de paiement par carte, reçoit cette adresse avec le paiement et peut y envoyer son reçu. Laissée vide, il reçoit votre e-mail de contact.',
  'islands.checkout.operatorSuggestion': 'Ce numéro semble être un numéro {operator}.',
  'islands.checkout.useOperator': 'Utiliser {operator}',
  'islands.checkout.keepOperator': 'Mon numéro est chez {operator}',
  'islands.checkout.summary': 'Récapitulatif',
  'islands.checkout.summaryTravellers': 'Autres voyageurs',
  'islands.checkout.invoice': 'Facture',
  'islands.checkout.terms': 'J’accepte les conditions d’utilisation et la politique de confidentialité.',
  'islands.checkout.termsLink': 'Conditions d’utilisation',
  'islands.checkout.privacyLink': 'Politique de confidentialité',
  'islands.checkout.noDate': 'À convenir',
  'islands.checkout.departure': 'Départ',
  'islands.checkout.departureHint': 'Dates programmées par notre agence. Prix par personne.',
  'islands.checkout.departureDate': 'Départ programmé',
  'islands.checkout.perPerson': '{price} par personne',
  'islands.checkout.seatsLeftOne': 'Une place restante',
  'islands.checkout.seatsLeftOther': '{count} places restantes',
  'islands.checkout.fewSeatsOne': 'Plus qu’une place',
  'islands.checkout.fewSeatsOther': 'Plus que {count} places',
  'islands.checkout.seatsChecking': 'Vérification des places…',
  'islands.checkout.seatsUnknown': 'Places vérifiées à la réservation',
  'islands.checkout.departureFull': 'Complet, plus aucune place',
  'islands.checkout.departureClosed': 'Fermé aux réservations',
  'islands.checkout.departureError.full': 'Ce départ est complet. Choisissez une autre date.',
  'islands.checkout.departureError.closed':
    'Ce départ est fermé aux réservations. Choisissez une autre date.',
  'islands.checkout.departureError.fewOne':
    'Plus qu’une place sur ce départ. Réservez pour moins de personnes ou choisissez une autre date.',
  'islands.checkout.departureError.fewOther':
    'Plus que {count} places sur ce départ. Réservez pour moins de personnes ou choisissez une autre date.',
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
  'islands.pay.offline':
    'Vous êtes hors ligne. Le paiement continue chez l’opérateur, et cette page vérifie à nouveau dès le retour de la connexion.',
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
  'islands.track.departure': 'Départ programmé',
  'islands.track.tripDates': 'du {start} au {end}',
  'islands.track.dateToConfirm': 'À confirmer',
  'islands.track.glance': 'Votre réservation en bref',
  'islands.track.reservedOn': 'Réservé le',
  'islands.track.status': 'Statut',
  'islands.track.contact': 'Contact',
  'islands.track.whatsappMessages': 'Messages sur WhatsApp',
  'islands.track.whatsappMessages.yes': 'Oui : confirmation, reçus et rappels, en plus de l’e-mail',
  'islands.track.whatsappMessages.no': 'Non : e-mail seulement',
  'islands.track.whatsappMessages.waiting':
    'Pas encore : ils commencent dès que vous nous écrivez sur WhatsApp depuis le numéro ci-dessus avec votre code de réservation (ou que vous payez depuis ce numéro). Les e-mails arrivent en attendant.',
  'islands.track.whatsappStart': 'Nous écrire sur WhatsApp',
  'islands.track.whatsappStartMessage': 'Bonjour, merci d’envoyer ici les messages de ma réservation {code}.',
  'islands.track.paymentInfo': 'Informations de paiement',
  'islands.track.total': 'Total',
  'islands.track.alreadyPaid': 'Déjà payé',
  'islands.track.leftToPay': 'Reste à payer',
  'islands.track.balanceDue': 'Date limite du solde',
  'islands.track.meetingAt': 'Point de rendez-vous : {point}, à {time}.',
  'islands.track.addToCalendar': 'Ajouter au calendrier',
  'islands.track.calendarSummary': 'Voyage : {package}',
  'islands.track.calendarDescription': 'Réservation {code}. Détails et paiements : {url}',
  'islands.track.print': 'Imprimer le reçu',
  'islands.track.completion': 'Avancement : {percent}',
  'islands.track.transactions': 'Transactions',
  'islands.track.noTransactions': 'Aucune transaction pour le moment.',
  'islands.track.noTransactionsClosed': 'Aucun paiement n’a été fait pour cette réservation.',
  'islands.track.txDate': 'Date',
  'islands.track.txAmount': 'Montant',
  'islands.track.txFee': '+ {fee} de frais',
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
  'islands.track.overpaidCard':
    'Nous avons reçu {excess} de plus que le total de cette réservation : un paiement est passé deux fois. Notre équipe remboursera la différence sur la carte qui a payé. Écrivez-nous sur WhatsApp avec votre code de réservation pour toute question.',
  'islands.track.excessReturnedCard':
    'Un paiement est passé deux fois sur cette réservation : nous avons remboursé sur la carte qui a payé les {amount} payés en plus du total.',
  'islands.track.statusCancelled': 'Annulée',
  'islands.track.statusRefunded': 'Annulée · remboursée',
  'islands.track.refunded': 'Remboursé',
  'islands.track.refundOwed': 'À rembourser',
  'islands.track.refundDecided': 'Remboursement décidé (politique d’annulation)',
  'islands.track.refundExcess': 'Payé au-delà du prix, rendu en entier',
  'islands.track.refundShare': 'Part du prix payé (politique d’annulation)',
  'islands.track.cancellation': 'Annulation',
  'islands.checkout.cancellationPolicy': 'Politique d’annulation',
  'islands.track.cancelEmail': 'Votre adresse e-mail',
  'islands.track.cancelEmailHint': 'Celle donnée lors de la réservation.',
  'islands.track.cancelReason': 'Raison (facultative)',
  'islands.track.cancelSubmit': 'Demander l’annulation',
  'islands.track.travellers': 'Voyageurs',
  'islands.track.travellerName': 'Voyageur {number}',
  'islands.track.travellerUnnamed': 'Pas encore nommé',
  'islands.track.travellersReminder': 'Dites-nous qui voyage avant le {date}.',
  'islands.track.travellersReminderUndated': 'Dites-nous qui voyage avant le départ.',
  'islands.track.travellersHint':
    'Le nom complet de chaque voyageur. Laissez un champ vide si vous ne connaissez pas encore le nom.',
  'islands.track.travellersSubmit': 'Enregistrer les noms',
  'islands.track.remindersOff':
    'Les rappels sont arrêtés pour cette réservation, à votre demande. Les reçus de paiement sont toujours envoyés.',
  'islands.track.overbooked':
    'Nous avons bien reçu votre paiement, merci. Vos places avaient été libérées en attendant le paiement et, entre-temps, ce départ s’est rempli. L’agence vous contactera pour choisir une autre date ou vous rembourser.',
  'islands.track.cancelAsked':
    'Vous avez demandé l’annulation le {date}. L’agence vous répondra par e-mail, avec le remboursement prévu par sa politique.',
  'islands.track.cancelDeclined': 'L’agence a refusé votre demande d’annulation : {message}',
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
  'islands.checkout.priceHintMinimum':
    'Ce voyage se fait à {min} personnes au moins : indiquez {min} ou plus pour voir le prix.',
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
  'islands.pay.next.paidDeparture':
    'Votre départ est le {date}. Notre équipe vous contactera sur WhatsApp avant le départ pour les derniers détails.',
  'islands.pay.next.balanceDeparture':
    'Payez les {amount} restants depuis la page de votre réservation quand vous le souhaitez, avant votre départ le {date}.',
  'islands.pay.next.offlineDeparture':
    'Notre agence vous contactera pour régler les {amount} restants avant votre départ le {date}.',
  'islands.pay.next.meetingAt': 'Point de rendez-vous : {point}, à {time}.',
  'islands.pay.next.meetingPoint': 'Point de rendez-vous : {point}.',
  'islands.pay.restartWarning':
    'Cela crée une nouvelle réservation avec un nouveau code ; celle-ci reste telle quelle.',

  // Paiement par carte (Visa, Mastercard) à côté du mobile money : le choix, la page de la carte, le retour.
  'islands.card.method.legend': 'Comment souhaitez-vous payer ?',
  'islands.card.method.mobile_money': 'Mobile Money (MTN, Orange)',
  'islands.card.method.card': 'Carte bancaire (Visa, Mastercard)',
  'islands.card.checkoutNote':
    'Après la réservation, vous payez sur la page sécurisée de notre partenaire de paiement. Les données de votre carte ne nous parviennent jamais.',
  'islands.card.fee': 'Frais de carte',
  'islands.card.hostedNote':
    'Vous saisissez votre carte sur la page sécurisée de notre partenaire de paiement, CinetPay, puis revenez ici. Les données de votre carte ne nous parviennent jamais.',
  'islands.card.pay': 'Payer {amount} par carte',
  'islands.card.open':
    'Un paiement par carte est en cours pour cette réservation. En attente de la réponse de la banque…',
  'islands.card.continue': 'Continuer vers la page de paiement sécurisée',
  'islands.card.notThisBooking': 'Ce paiement n’appartient pas à cette réservation.',
  'islands.card.noAttempt':
    'Cette adresse ne désigne aucun paiement par carte. Ouvrez votre réservation pour voir ses paiements.',
  'islands.card.return.title': 'Paiement par carte',
  'islands.card.return.checking': 'Vérification de votre paiement…',
  'islands.card.return.pending':
    'Votre banque confirme le paiement. Cela prend d’habitude quelques secondes, et cette page se met à jour toute seule.',
  'islands.card.return.stillWaiting':
    'Toujours en attente de la confirmation. Vous pouvez partir : la page de votre réservation affiche le paiement dès qu’il est confirmé.',
  'islands.card.return.paid': 'Paiement de {amount} reçu. Votre réservation est entièrement payée.',
  'islands.card.return.depositPaid':
    'Acompte de {amount} reçu. Votre réservation est confirmée ; il reste {left} à payer avant le départ.',
  'islands.card.return.declined': 'Votre carte a été refusée.',
  'islands.card.return.abandoned': 'Le paiement par carte n’a pas été mené à son terme.',
  'islands.card.return.failed': 'Le paiement par carte n’a pas abouti.',
  'islands.card.return.nothingTaken':
    'Aucune somme n’a été prélevée. Vous pouvez réessayer, avec cette carte ou une autre.',
  'islands.card.return.retry': 'Réessayer le paiement par carte',
};
