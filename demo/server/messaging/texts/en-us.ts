/**
 * The texts of the messages the server sends (issue 17), in en-us: the other five catalogues translate
 * every key (the type below makes a missing one a compile error; a unit test finds one left in English).
 * `{{campaign}}` is the campaign's name, written as the promoter typed it. Plurals are objects of the
 * language's Intl.PluralRules categories (`other` always; a test checks each language has all of its own).
 */
export const enUs = {
  plurals: {
    minutes: { one: "{{count}} minute", other: "{{count}} minutes" },
  },
  verificationSms: {
    text: "{{code}} is your verification code for {{campaign}}. It expires in {{minutes}}.",
  },
  verificationCode: {
    subject: "Your verification code for {{campaign}}",
    heading: "Your verification code",
    intro: "Enter this code on the registration page to confirm your email address.",
    textIntro: "Your verification code is {{code}}.",
    expires: "It expires in {{minutes}}.",
  },
  verificationLink: {
    subject: "Confirm your email address for {{campaign}}",
    heading: "Almost there!",
    intro: "Open this link to confirm your email address:",
    button: "Confirm my email address",
    orCode: "Or enter the code {{code}}.",
    codeLabel: "Or enter this code on the registration page:",
    expires: "It expires in {{minutes}}.",
  },
  magicLink: {
    subject: "Your login link for {{campaign}}",
    heading: "Your login link",
    intro: "Open this link to watch {{campaign}}:",
    button: "Watch now",
    rules:
      "The link works once, on one device, within {{minutes}}. One person per account at a time: " +
      "opening a new link on another device ends the session on this one.",
  },
  receipt: {
    subject: "Your receipt for {{campaign}}",
    heading: "Thank you for your payment",
    thanks: "Thank you.",
    thanksName: "Thank you, {{name}}.",
    received: "We received your payment of {{amount}} for {{campaign}}.",
    reference: "Payment reference: {{reference}}",
  },
  email: {
    linkHint: "If the button does not work, copy this link into your browser:",
    why: "You received this email because you registered for {{campaign}}.",
    unsubscribe: "Unsubscribe from {{campaign}} emails",
    unsubscribeText: "Unsubscribe from {{campaign}} emails: {{link}}",
  },
  unsubscribePage: {
    title: "Unsubscribe",
    question: "Stop receiving marketing emails from {{campaign}} at {{address}}?",
    button: "Unsubscribe",
    keeps: "You will still receive the codes, login links and receipts you ask for.",
    done: "You are unsubscribed. {{campaign}} will send you no more marketing emails.",
    invalid: "This unsubscribe link is not valid. Use the link in the newest email you received.",
  },
} as const;

/** An Intl.PluralRules category's text; every language has `other`. */
export type PluralForms = { readonly other: string } & {
  readonly [C in Exclude<Intl.LDMLPluralRule, "other">]?: string;
};

type Widen<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : K extends "plurals"
      ? Record<keyof T[K], PluralForms>
      : Widen<T[K]>;
};
/** The shape every language's catalogue has: the en-us keys, each a string. */
export type MessageTexts = Widen<typeof enUs>;
