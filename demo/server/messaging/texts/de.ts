import type { MessageTexts } from "./en-us.js";

// Informal "du", as the site's German catalogue (sdk/i18n/locales/de.ts).
export const de: MessageTexts = {
  plurals: {
    minutes: { one: "{{count}} Minute", other: "{{count}} Minuten" },
  },
  verificationSms: {
    text: "{{code}} ist dein Bestätigungscode für {{campaign}}. Er läuft in {{minutes}} ab.",
  },
  verificationCode: {
    subject: "Dein Bestätigungscode für {{campaign}}",
    heading: "Dein Bestätigungscode",
    intro: "Gib diesen Code auf der Registrierungsseite ein, um deine E-Mail-Adresse zu bestätigen.",
    textIntro: "Dein Bestätigungscode lautet {{code}}.",
    expires: "Er läuft in {{minutes}} ab.",
  },
  verificationLink: {
    subject: "Bestätige deine E-Mail-Adresse für {{campaign}}",
    heading: "Fast geschafft!",
    intro: "Öffne diesen Link, um deine E-Mail-Adresse zu bestätigen:",
    button: "E-Mail-Adresse bestätigen",
    orCode: "Oder gib den Code {{code}} ein.",
    codeLabel: "Oder gib diesen Code auf der Registrierungsseite ein:",
    expires: "Link und Code laufen in {{minutes}} ab.",
  },
  magicLink: {
    subject: "Dein Anmeldelink für {{campaign}}",
    heading: "Dein Anmeldelink",
    intro: "Öffne diesen Link, um {{campaign}} anzusehen:",
    button: "Jetzt ansehen",
    rules:
      "Der Link funktioniert einmal, auf einem Gerät, innerhalb von {{minutes}}. Eine Person pro Konto " +
      "gleichzeitig: Wenn du einen neuen Link auf einem anderen Gerät öffnest, endet die Sitzung auf diesem.",
  },
  receipt: {
    subject: "Deine Zahlungsbestätigung für {{campaign}}",
    heading: "Vielen Dank für deine Zahlung",
    thanks: "Vielen Dank.",
    thanksName: "Vielen Dank, {{name}}.",
    received: "Wir haben deine Zahlung über {{amount}} für {{campaign}} erhalten.",
    reference: "Zahlungsreferenz: {{reference}}",
  },
  email: {
    linkHint: "Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:",
    why: "Du erhältst diese E-Mail, weil du dich für {{campaign}} registriert hast.",
    unsubscribe: "E-Mails von {{campaign}} abbestellen",
    unsubscribeText: "E-Mails von {{campaign}} abbestellen: {{link}}",
  },
  unsubscribePage: {
    title: "Abbestellen",
    question: "Keine Werbe-E-Mails von {{campaign}} mehr an {{address}} erhalten?",
    button: "Abbestellen",
    keeps: "Codes, Anmeldelinks und Zahlungsbestätigungen, die du anforderst, erhältst du weiterhin.",
    done: "Du hast dich abgemeldet. Du erhältst keine Werbe-E-Mails von {{campaign}} mehr.",
    invalid:
      "Dieser Abmeldelink ist ungültig. Verwende den Link aus der neuesten E-Mail, die du erhalten hast.",
  },
};
