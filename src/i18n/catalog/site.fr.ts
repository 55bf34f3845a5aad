import type { siteEn } from './site.en.ts';

export const siteFr: Record<keyof typeof siteEn, string> = {
  'title.home': 'Circuits et voyages au Cameroun',
  'title.about': 'À propos',
  'title.terms': "Conditions d'utilisation",
  'title.privacy': 'Politique de confidentialité',
  'title.blog': 'Récits de voyage',
  'title.packages': 'Nos offres',
  'title.activities': 'Activités',
  'title.search': 'Détails de la réservation',
  'title.track': 'Suivre ma réservation',
  'title.checkout': 'Réservation',
  'title.pay': 'Payer la réservation',
  'title.detail': '{title} · {section}',
  'title.template': '{title} | {site}',

  'meta.packages':
    'Circuits guidés à travers le Cameroun, prix par personne en FCFA, pour des groupes de {min} personnes ou plus.',
  'meta.activities': 'Randonnées, safaris, plages et culture : que faire au Cameroun avec {site}.',
  'meta.terms': "Les conditions qui s'appliquent lorsque vous consultez, réservez et payez avec {site}.",
  'meta.privacy': 'Comment {site} collecte, utilise et protège vos données personnelles.',
  'meta.blog': "Récits, conseils et nouvelles de l'équipe {site}.",

  'site.skipLink': 'Aller au contenu principal',
  'site.homeLink': "{site}, page d'accueil",

  'nav.label': 'Principale',
  'nav.packages': 'Nos offres',
  'nav.activities': 'Activités',
  'nav.blog': 'Blog',
  'nav.about': 'À propos',
  'nav.track': 'Suivre ma réservation',

  'lang.switch': 'English',
  'lang.switchLabel': 'Read this page in English',

  'footer.contact': 'Nous contacter',
  'footer.whatsapp': 'Discutez avec nous sur WhatsApp',
  'footer.email': 'E-mail',
  'footer.phone': 'Téléphone',
  'footer.address': 'Adresse',
  'footer.explore': 'Découvrir',
  'footer.legal': 'Mentions légales',
  'footer.follow': 'Suivez-nous',
  'footer.rss': 'Flux RSS du blog',
  'footer.track': 'Suivre ma réservation',
  'footer.rights': '© {year} {site}. Tous droits réservés.',

  'home.heroCta': 'Découvrir nos offres',
  'home.whatsappCta': 'Écrivez-nous sur WhatsApp',
  'home.popular': 'Circuits populaires',
  'home.allPackages': 'Voir toutes nos offres',
  'home.reviews': 'Ce que disent nos voyageurs',
  'home.faq': 'Questions fréquentes',
  'home.stories': 'Récits de voyage',
  'home.allStories': 'Lire tous les récits',
  'home.services': 'Nos services',
  'home.whyUs': 'Pourquoi voyager avec nous',

  'track.title': 'Suivre votre réservation',
  'track.intro':
    'Saisissez le code reçu dans votre confirmation de réservation pour voir votre réservation et vos paiements.',
  'track.label': 'Code de réservation',
  'track.hint': 'Le code comporte {length} lettres et chiffres, par exemple K7MX-3QPD-2W.',
  'track.submit': 'Suivre la réservation',
  'track.required': 'Le code de réservation est obligatoire',
  'track.tooShort': 'Le code est trop court',

  'package.pricePerPerson': 'Prix par personne',
  'package.perPerson': 'par personne',
  'package.from': 'À partir de {price}',
  'package.minPeople': 'Minimum {count} personnes',
  'package.daysOne': '{count} jour',
  'package.daysOther': '{count} jours',
  'package.duration': 'Durée',
  'package.destination': 'Destination',
  'package.book': 'Réserver ce voyage',
  'package.about': 'À propos de ce voyage',
  'package.itinerary': 'Itinéraire',
  'package.day': 'Jour {day}',
  'package.facilities': 'Ce qui est inclus',
  'package.reviews': 'Avis sur ce voyage',
  'package.generalReviews': 'Ce que disent nos voyageurs',
  'package.gallery': 'Photos du voyage « {title} »',
  'package.departures': 'Prochains départs',
  'package.departuresHint':
    'Choisissez votre date en réservant : le formulaire de réservation affiche les places restantes.',
  'package.departurePrice': '{price} par personne',
  'package.departureOpen': 'Réservations ouvertes',
  'package.departureGuaranteed': 'Départ garanti',
  'package.departureClosed': 'Réservations closes',

  'packages.intro':
    'Des voyages choisis avec soin à travers le Cameroun, de la forêt à la savane. Prix par personne, pour des groupes de {min} personnes ou plus.',
  'activities.intro':
    'Que faire pendant votre voyage, avec des guides locaux qui connaissent chaque sentier.',
  'activity.location': 'Lieu',
  'activity.all': 'Toutes les activités',
  'activity.book': 'Voir les voyages qui la proposent',

  'blog.intro': 'Récits, conseils et nouvelles de nos guides et voyageurs.',
  'blog.byline': 'Par {author}',
  'blog.readMore': 'Lire le récit',
  'blog.all': 'Tous les récits de voyage',
  'blog.feedTitle': '{site} : récits de voyage',
  'blog.aboutAuthor': "À propos de l'auteur",

  'breadcrumb.label': "Fil d'Ariane",
  'breadcrumb.home': 'Accueil',

  'reviews.rating': 'Noté {rating} sur 5',
  'reviews.none': "Pas encore d'avis.",

  'legal.updated': 'Dernière mise à jour : {date}',

  'title.offline': 'Vous êtes hors ligne',
  'offline.message':
    "Cette page demande une connexion, et votre téléphone n'en a pas pour le moment. Les pages que vous avez déjà lues sur ce site s'ouvrent encore : essayez l'accueil ou nos offres.",
  'offline.mark': 'Hors ligne : vous lisez la copie gardée sur ce téléphone. Elle peut ne pas être à jour.',

  'notFound.title': 'Page introuvable',
  'notFound.message': 'Page introuvable : {path}',
  'notFound.thisPage': 'cette page',
  'notFound.home': "Aller à la page d'accueil",
  'notFound.packages': 'Parcourir nos offres',

  'indicative.note':
    '≈ montants indicatifs : 1\u00a0€\u00a0=\u00a0{eurRate}\u00a0FCFA, 1\u00a0$\u00a0US\u00a0=\u00a0{usdRate}\u00a0FCFA au {date}. Vous payez en FCFA.',
  'indicative.noteEuro':
    '≈ montant indicatif : 1\u00a0€\u00a0=\u00a0{eurRate}\u00a0FCFA. Vous payez en FCFA.',

  'checkout.secure': 'Réservation sécurisée',
  'checkout.help': "Besoin d'aide ? Écrivez-nous sur WhatsApp",
  'checkout.back': 'Retour au site',
  'title.remindersOff': 'Arrêter les rappels',
  'remindersOff.code': 'Réservation {code}',
  'remindersOff.intro':
    'Vous ne recevrez plus les rappels de solde, le message avant le voyage ni l’invitation à laisser un avis pour cette réservation. Les reçus de paiement sont toujours envoyés.',
  'remindersOff.confirm': 'Arrêter les rappels pour cette réservation',
  'remindersOff.sending': 'Arrêt des rappels…',
  'remindersOff.done': 'C’est fait. Vous ne recevrez plus de rappels pour cette réservation.',
  'remindersOff.invalid':
    'Ce lien n’est pas valable. Utilisez le lien de votre dernier message, ou contactez l’agence.',
  'remindersOff.error': 'Une erreur est survenue. Veuillez réessayer dans un instant.',
  'remindersOff.noscript':
    'Cette page a besoin de JavaScript. Vous pouvez aussi répondre au message pour demander à l’agence d’arrêter les rappels.',
};
