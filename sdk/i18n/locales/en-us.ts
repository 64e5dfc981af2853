/**
 * The en-us catalogue: the spec's wording for every user-visible text. Other languages translate
 * every key (a unit test checks none is missing or left in English).
 */
export const enUs = {
  common: {
    loading: "Loading…",
    retry: "Try again",
  },
  errors: {
    campaignAt: "Error with campaign at {{path}}",
    tourAt: "Error with tour at {{path}}",
    notFound: "This page could not be found",
    goHome: "Go to the home page",
    sessionStorage: "Session storage is unavailable in this browser. Some steps may not keep your progress.",
  },
  welcome: {
    heroAlt: "{{name}} campaign image",
  },
  home: {
    title: "Fan campaigns",
    intro: "Open a campaign to register, earn points and unlock rewards.",
  },
  validation: {
    required: "Your {{fieldName}} is required",
    invalid: "Your {{fieldName}} is invalid",
    wrongFormat: "Your {{fieldName}} is in the wrong format",
    fieldRequired: "Field is required",
    notValid: "Your {{fieldName}} is not valid",
    placeZero: "Please place a 0 in front of your number",
    dobRange: "Invalid date, date of birth must be between {{oldest}} and {{latest}}",
    dobAfter: "Your date of birth can't be after {{date}}",
    dobBefore: "Your date of birth can't be before {{date}}",
    dateFormat: "Invalid date format",
    charactersLeft: "{{count}} characters left",
    amountMin: "The minimum amount is {{amount}}",
    amountMax: "The maximum amount is {{amount}}",
    preferenceRequired: "Please choose at least one way to hear from us",
    messengerUnconfirmed: "Please confirm your Messenger subscription",
    invalidCode: "Invalid verification code, please try again",
  },
  verification: {
    tooManyAttempts: "Too many verification attempts. Please wait {{minutes}} minutes before trying again.",
    retryIn: "retry in {{seconds}} seconds",
    maxTextsResent: "You have resent the maximum number of text messages already",
    emailResendFailed: "There was an error resending your email, please try again",
    textResendFailed: "There was an error resending your text message, please try again",
  },
  registration: {
    submitFailed: "There was an error submitting your form, please try again",
    createUserFailed: "Failed to create user",
    fanAccountMissing: "Failed to create fan account / The fan account does not exist.",
    alreadyRegistered:
      "This email address has already registered. Please try again with a different account.",
    subscribed: "subscribed",
  },
  magicLink: {
    checkInbox: "check your inbox",
    registerNewEmail: "register new email",
    notRegistered: "This email address has not registered yet",
    generateFailed: "We encountered an error while generating your link. Please try again.",
    createFailed: "Error creating new link. Please try again",
    pleaseWait: "Please wait before requesting another login link",
    newLinkSoon: "A new login link will be sent to your inbox soon",
  },
  flow: {
    backToMainPage: {
      presale: "Back to Event Page",
      livestream: "Back to Live Stream Page",
      competition: "Back to Competition Page",
      giveaway: "Back to Giveaway Page",
      ballot: "Back to Ballot Page",
      waitlist: "Back to Event Page",
      donate: "Back to Donation Page",
      preorder: "Back to Pre-Order Page",
    },
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof enUs>;
