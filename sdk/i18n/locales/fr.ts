import type { Catalogue } from "./en-us.js";

export const fr: Catalogue = {
  common: { loading: "Chargement…", retry: "Réessayer" },
  errors: {
    campaignAt: "Erreur avec la campagne à {{path}}",
    tourAt: "Erreur avec la tournée à {{path}}",
    notFound: "Cette page est introuvable",
    goHome: "Aller à la page d'accueil",
    sessionStorage:
      "Le stockage de session n'est pas disponible dans ce navigateur. Certaines étapes pourraient ne pas conserver votre progression.",
  },
  welcome: { heroAlt: "Image de la campagne {{name}}" },
  home: {
    title: "Campagnes pour les fans",
    intro: "Ouvrez une campagne pour vous inscrire, gagner des points et débloquer des récompenses.",
  },
  validation: {
    required: "Votre {{fieldName}} est obligatoire",
    invalid: "Votre {{fieldName}} est invalide",
    wrongFormat: "Votre {{fieldName}} n'est pas au bon format",
    fieldRequired: "Ce champ est obligatoire",
    notValid: "Votre {{fieldName}} n'est pas valide",
    placeZero: "Veuillez ajouter un 0 devant votre numéro",
    dobRange: "Date invalide, la date de naissance doit être comprise entre le {{oldest}} et le {{latest}}",
    dobAfter: "Votre date de naissance ne peut pas être postérieure au {{date}}",
    dobBefore: "Votre date de naissance ne peut pas être antérieure au {{date}}",
    dateFormat: "Format de date invalide",
    charactersLeft: "{{count}} caractères restants",
    amountMin: "Le montant minimum est de {{amount}}",
    amountMax: "Le montant maximum est de {{amount}}",
    preferenceRequired: "Veuillez choisir au moins un moyen d'avoir de nos nouvelles",
    messengerUnconfirmed: "Veuillez confirmer votre abonnement Messenger",
    invalidCode: "Code de vérification invalide, veuillez réessayer",
  },
  verification: {
    tooManyAttempts:
      "Trop de tentatives de vérification. Veuillez patienter {{minutes}} minutes avant de réessayer.",
    retryIn: "réessayez dans {{seconds}} secondes",
    maxTextsResent: "Vous avez déjà renvoyé le nombre maximum de SMS",
    emailResendFailed: "Une erreur s'est produite lors du renvoi de votre e-mail, veuillez réessayer",
    textResendFailed: "Une erreur s'est produite lors du renvoi de votre SMS, veuillez réessayer",
  },
  registration: {
    submitFailed: "Une erreur s'est produite lors de l'envoi de votre formulaire, veuillez réessayer",
    createUserFailed: "Impossible de créer l'utilisateur",
    fanAccountMissing: "Impossible de créer le compte fan / Le compte fan n'existe pas.",
    alreadyRegistered: "Cette adresse e-mail est déjà inscrite. Veuillez réessayer avec un autre compte.",
    subscribed: "abonné",
  },
  magicLink: {
    checkInbox: "consultez votre boîte de réception",
    registerNewEmail: "inscrire une nouvelle adresse e-mail",
    notRegistered: "Cette adresse e-mail n'est pas encore inscrite",
    generateFailed: "Une erreur s'est produite lors de la création de votre lien. Veuillez réessayer.",
    createFailed: "Erreur lors de la création d'un nouveau lien. Veuillez réessayer",
    pleaseWait: "Veuillez patienter avant de demander un autre lien de connexion",
    newLinkSoon: "Un nouveau lien de connexion sera bientôt envoyé dans votre boîte de réception",
  },
  flow: {
    backToMainPage: {
      presale: "Retour à la page de l'événement",
      livestream: "Retour à la page du direct",
      competition: "Retour à la page du concours",
      giveaway: "Retour à la page du jeu-concours",
      ballot: "Retour à la page du tirage au sort",
      waitlist: "Retour à la page de l'événement",
      donate: "Retour à la page de don",
      preorder: "Retour à la page de précommande",
    },
  },
};
