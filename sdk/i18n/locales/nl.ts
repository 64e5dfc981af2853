import type { Catalogue } from "./en-us.js";

export const nl: Catalogue = {
  common: { loading: "Bezig met laden…", retry: "Opnieuw proberen" },
  errors: {
    campaignAt: "Fout met campagne op {{path}}",
    tourAt: "Fout met tour op {{path}}",
    notFound: "Deze pagina kon niet worden gevonden",
    goHome: "Naar de startpagina",
    sessionStorage:
      "Sessieopslag is niet beschikbaar in deze browser. Sommige stappen bewaren je voortgang mogelijk niet.",
  },
  welcome: { heroAlt: "Campagneafbeelding van {{name}}" },
  home: {
    title: "Fancampagnes",
    intro: "Open een campagne om je te registreren, punten te verdienen en beloningen vrij te spelen.",
  },
  validation: {
    required: "Je {{fieldName}} is verplicht",
    invalid: "Je {{fieldName}} is ongeldig",
    wrongFormat: "Je {{fieldName}} heeft een verkeerde notatie",
    fieldRequired: "Veld is verplicht",
    notValid: "Je {{fieldName}} is niet geldig",
    placeZero: "Zet een 0 voor je nummer",
    dobRange: "Ongeldige datum, de geboortedatum moet tussen {{oldest}} en {{latest}} liggen",
    dobAfter: "Je geboortedatum kan niet na {{date}} liggen",
    dobBefore: "Je geboortedatum kan niet voor {{date}} liggen",
    dateFormat: "Ongeldige datumnotatie",
    charactersLeft: "Nog {{count}} tekens over",
    amountMin: "Het minimumbedrag is {{amount}}",
    amountMax: "Het maximumbedrag is {{amount}}",
    preferenceRequired: "Kies ten minste één manier waarop we je op de hoogte mogen houden",
    messengerUnconfirmed: "Bevestig je Messenger-abonnement",
    invalidCode: "Ongeldige verificatiecode, probeer het opnieuw",
  },
  verification: {
    tooManyAttempts:
      "Te veel verificatiepogingen. Wacht {{minutes}} minuten voordat je het opnieuw probeert.",
    retryIn: "probeer het over {{seconds}} seconden opnieuw",
    maxTextsResent: "Je hebt het maximale aantal sms-berichten al opnieuw verstuurd",
    emailResendFailed:
      "Er is een fout opgetreden bij het opnieuw versturen van je e-mail, probeer het opnieuw",
    textResendFailed: "Er is een fout opgetreden bij het opnieuw versturen van je sms, probeer het opnieuw",
  },
  registration: {
    submitFailed: "Er is een fout opgetreden bij het versturen van je formulier, probeer het opnieuw",
    createUserFailed: "Gebruiker kon niet worden aangemaakt",
    fanAccountMissing: "Fanaccount kon niet worden aangemaakt / Het fanaccount bestaat niet.",
    alreadyRegistered: "Dit e-mailadres is al geregistreerd. Probeer het opnieuw met een ander account.",
    subscribed: "geabonneerd",
  },
  magicLink: {
    checkInbox: "bekijk je inbox",
    registerNewEmail: "nieuw e-mailadres registreren",
    notRegistered: "Dit e-mailadres is nog niet geregistreerd",
    generateFailed: "Er is een fout opgetreden bij het maken van je link. Probeer het opnieuw.",
    createFailed: "Fout bij het maken van een nieuwe link. Probeer het opnieuw",
    pleaseWait: "Wacht even voordat je een nieuwe inloglink aanvraagt",
    newLinkSoon: "Er wordt binnenkort een nieuwe inloglink naar je inbox gestuurd",
  },
  flow: {
    backToMainPage: {
      presale: "Terug naar de evenementpagina",
      livestream: "Terug naar de livestreampagina",
      competition: "Terug naar de wedstrijdpagina",
      giveaway: "Terug naar de winactiepagina",
      ballot: "Terug naar de lotingspagina",
      waitlist: "Terug naar de evenementpagina",
      donate: "Terug naar de donatiepagina",
      preorder: "Terug naar de pre-orderpagina",
    },
  },
};
