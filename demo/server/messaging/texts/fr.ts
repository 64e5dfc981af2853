import type { MessageTexts } from "./en-us.js";

export const fr: MessageTexts = {
  plurals: {
    minutes: { one: "{{count}} minute", many: "{{count}} minutes", other: "{{count}} minutes" },
  },
  verificationSms: {
    text: "{{code}} est votre code de vérification pour {{campaign}}. Il expire dans {{minutes}}.",
  },
  verificationCode: {
    subject: "Votre code de vérification pour {{campaign}}",
    heading: "Votre code de vérification",
    intro: "Saisissez ce code sur la page d’inscription pour confirmer votre adresse e-mail.",
    textIntro: "Votre code de vérification est {{code}}.",
    expires: "Il expire dans {{minutes}}.",
  },
  verificationLink: {
    subject: "Confirmez votre adresse e-mail pour {{campaign}}",
    heading: "Vous y êtes presque !",
    intro: "Ouvrez ce lien pour confirmer votre adresse e-mail :",
    button: "Confirmer mon adresse e-mail",
    orCode: "Ou saisissez le code {{code}}.",
    codeLabel: "Ou saisissez ce code sur la page d’inscription :",
    expires: "Le lien et le code expirent dans {{minutes}}.",
  },
  magicLink: {
    subject: "Votre lien de connexion pour {{campaign}}",
    heading: "Votre lien de connexion",
    intro: "Ouvrez ce lien pour regarder {{campaign}} :",
    button: "Regarder maintenant",
    rules:
      "Le lien ne fonctionne qu’une fois, sur un seul appareil, pendant {{minutes}}. Une seule personne par " +
      "compte à la fois : ouvrir un nouveau lien sur un autre appareil met fin à la session sur celui-ci.",
  },
  receipt: {
    subject: "Votre reçu pour {{campaign}}",
    heading: "Merci pour votre paiement",
    thanks: "Merci.",
    thanksName: "Merci, {{name}}.",
    received: "Nous avons bien reçu votre paiement de {{amount}} pour {{campaign}}.",
    reference: "Référence du paiement : {{reference}}",
  },
  email: {
    linkHint: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
    why: "Vous recevez cet e-mail suite à votre inscription à {{campaign}}.",
    unsubscribe: "Se désabonner des e-mails de {{campaign}}",
    unsubscribeText: "Se désabonner des e-mails de {{campaign}} : {{link}}",
  },
  unsubscribePage: {
    title: "Se désabonner",
    question: "Ne plus recevoir les e-mails promotionnels de {{campaign}} à l’adresse {{address}} ?",
    button: "Me désabonner",
    keeps: "Vous recevrez toujours les codes, liens de connexion et reçus que vous demandez.",
    done: "Votre désabonnement est confirmé. Vous ne recevrez plus d’e-mails promotionnels de {{campaign}}.",
    invalid:
      "Ce lien de désabonnement n’est pas valide. Utilisez le lien du dernier e-mail que vous avez reçu.",
  },
};
