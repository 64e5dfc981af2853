/** The seeded campaigns (CONTRACT.md): what the layout test walks and the gallery shoots. */
export const SEEDED_CAMPAIGNS = [
  "p/demo-presale",
  "p/demo-paid",
  "p/demo-arabic",
  "p/demo-ended",
  "l/demo-livestream",
  "l/demo-livestream-soon",
  "r/demo-rsvp",
  "r/demo-rsvp-online",
  "c/demo-competition",
  "o/demo-preorder",
  "o/demo-yen",
  "w/demo-waitlist",
  "m/demo-optin",
  "g/demo-giveaway",
  "d/demo-donate",
  "b/demo-ballot",
] as const;
