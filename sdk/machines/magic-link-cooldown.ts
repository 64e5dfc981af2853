/**
 * The cooldown between two link requests. core-journey §9 names the constant without its value; a
 * minute matches the email-code lockout's scale and keeps a fan from flooding their inbox. Apart from
 * the magic-link machine so <campaign-stream>, which mirrors it, does not carry the machine and its
 * email validation.
 */
export const MAGIC_LINK_COOLDOWN_MS = 60_000;
