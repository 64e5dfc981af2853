import type { MessageTexts } from "./en-us.js";

export const nl: MessageTexts = {
  plurals: {
    minutes: { one: "{{count}} minuut", other: "{{count}} minuten" },
  },
  verificationSms: {
    text: "{{code}} is je verificatiecode voor {{campaign}}. De code verloopt over {{minutes}}.",
  },
  verificationCode: {
    subject: "Je verificatiecode voor {{campaign}}",
    heading: "Je verificatiecode",
    intro: "Vul deze code in op de registratiepagina om je e-mailadres te bevestigen.",
    textIntro: "Je verificatiecode is {{code}}.",
    expires: "De code verloopt over {{minutes}}.",
  },
  verificationLink: {
    subject: "Bevestig je e-mailadres voor {{campaign}}",
    heading: "Bijna klaar!",
    intro: "Open deze link om je e-mailadres te bevestigen:",
    button: "Mijn e-mailadres bevestigen",
    orCode: "Of vul de code {{code}} in.",
    codeLabel: "Of vul deze code in op de registratiepagina:",
    expires: "Link en code verlopen over {{minutes}}.",
  },
  magicLink: {
    subject: "Je inloglink voor {{campaign}}",
    heading: "Je inloglink",
    intro: "Open deze link om {{campaign}} te bekijken:",
    button: "Nu kijken",
    rules:
      "De link werkt één keer, op één apparaat, binnen {{minutes}}. Eén persoon per account tegelijk: als je " +
      "een nieuwe link op een ander apparaat opent, eindigt de sessie op dit apparaat.",
  },
  receipt: {
    subject: "Je betalingsbewijs voor {{campaign}}",
    heading: "Bedankt voor je betaling",
    thanks: "Bedankt.",
    thanksName: "Bedankt, {{name}}.",
    received: "We hebben je betaling van {{amount}} voor {{campaign}} ontvangen.",
    reference: "Betalingskenmerk: {{reference}}",
  },
  email: {
    linkHint: "Werkt de knop niet? Kopieer deze link dan naar je browser:",
    why: "Je ontvangt deze e-mail omdat je je hebt aangemeld voor {{campaign}}.",
    unsubscribe: "Afmelden voor e-mails van {{campaign}}",
    unsubscribeText: "Afmelden voor e-mails van {{campaign}}: {{link}}",
  },
  unsubscribePage: {
    title: "Afmelden",
    question: "Wil je geen promotionele e-mails van {{campaign}} meer ontvangen op {{address}}?",
    button: "Afmelden",
    keeps: "Codes, inloglinks en betalingsbewijzen die je zelf aanvraagt, blijf je ontvangen.",
    done: "Je bent afgemeld. Je ontvangt geen promotionele e-mails meer van {{campaign}}.",
    invalid: "Deze afmeldlink is ongeldig. Gebruik de link uit de nieuwste e-mail die je hebt ontvangen.",
  },
};
