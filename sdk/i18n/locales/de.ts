import type { Catalogue } from "./en-us.js";

export const de: Catalogue = {
  common: { loading: "Wird geladen…", retry: "Erneut versuchen" },
  errors: {
    campaignAt: "Fehler bei der Kampagne unter {{path}}",
    tourAt: "Fehler bei der Tour unter {{path}}",
    notFound: "Diese Seite wurde nicht gefunden",
    goHome: "Zur Startseite",
    sessionStorage:
      "Der Sitzungsspeicher ist in diesem Browser nicht verfügbar. Einige Schritte speichern deinen Fortschritt möglicherweise nicht.",
  },
  welcome: { heroAlt: "Kampagnenbild von {{name}}" },
  home: {
    title: "Fan-Kampagnen",
    intro: "Öffne eine Kampagne, um dich zu registrieren, Punkte zu sammeln und Prämien freizuschalten.",
  },
  validation: {
    required: "Dein Feld „{{fieldName}}“ ist erforderlich",
    invalid: "Dein Feld „{{fieldName}}“ ist ungültig",
    wrongFormat: "Dein Feld „{{fieldName}}“ hat das falsche Format",
    fieldRequired: "Pflichtfeld",
    notValid: "Dein Feld „{{fieldName}}“ ist nicht gültig",
    placeZero: "Bitte setze eine 0 vor deine Nummer",
    dobRange: "Ungültiges Datum, das Geburtsdatum muss zwischen {{oldest}} und {{latest}} liegen",
    dobAfter: "Dein Geburtsdatum darf nicht nach dem {{date}} liegen",
    dobBefore: "Dein Geburtsdatum darf nicht vor dem {{date}} liegen",
    dateFormat: "Ungültiges Datumsformat",
    charactersLeft: "Noch {{count}} Zeichen",
    amountMin: "Der Mindestbetrag ist {{amount}}",
    amountMax: "Der Höchstbetrag ist {{amount}}",
    preferenceRequired: "Bitte wähle mindestens einen Weg, auf dem wir dich erreichen dürfen",
    messengerUnconfirmed: "Bitte bestätige dein Messenger-Abonnement",
    invalidCode: "Ungültiger Bestätigungscode, bitte versuche es erneut",
  },
  verification: {
    tooManyAttempts:
      "Zu viele Bestätigungsversuche. Bitte warte {{minutes}} Minuten, bevor du es erneut versuchst.",
    retryIn: "erneut versuchen in {{seconds}} Sekunden",
    maxTextsResent: "Du hast bereits die maximale Anzahl an SMS erneut gesendet",
    emailResendFailed:
      "Beim erneuten Senden deiner E-Mail ist ein Fehler aufgetreten, bitte versuche es erneut",
    textResendFailed: "Beim erneuten Senden deiner SMS ist ein Fehler aufgetreten, bitte versuche es erneut",
  },
  registration: {
    submitFailed: "Beim Absenden deines Formulars ist ein Fehler aufgetreten, bitte versuche es erneut",
    createUserFailed: "Benutzer konnte nicht erstellt werden",
    fanAccountMissing: "Fan-Konto konnte nicht erstellt werden / Das Fan-Konto existiert nicht.",
    alreadyRegistered:
      "Diese E-Mail-Adresse ist bereits registriert. Bitte versuche es mit einem anderen Konto erneut.",
    subscribed: "abonniert",
  },
  magicLink: {
    checkInbox: "sieh in deinem Posteingang nach",
    registerNewEmail: "neue E-Mail-Adresse registrieren",
    notRegistered: "Diese E-Mail-Adresse ist noch nicht registriert",
    generateFailed: "Beim Erstellen deines Links ist ein Fehler aufgetreten. Bitte versuche es erneut.",
    createFailed: "Fehler beim Erstellen eines neuen Links. Bitte versuche es erneut",
    pleaseWait: "Bitte warte, bevor du einen weiteren Anmeldelink anforderst",
    newLinkSoon: "Ein neuer Anmeldelink wird in Kürze an deinen Posteingang gesendet",
  },
  flow: {
    backToMainPage: {
      presale: "Zurück zur Veranstaltungsseite",
      livestream: "Zurück zur Livestream-Seite",
      competition: "Zurück zur Wettbewerbsseite",
      giveaway: "Zurück zur Gewinnspielseite",
      ballot: "Zurück zur Verlosungsseite",
      waitlist: "Zurück zur Veranstaltungsseite",
      donate: "Zurück zur Spendenseite",
      preorder: "Zurück zur Vorbestellungsseite",
    },
  },
};
