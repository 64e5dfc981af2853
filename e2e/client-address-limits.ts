/**
 * Every browser test comes from 127.0.0.1: the per-address limits on registrations, page views and messages to
 * new contacts (docs/security.md; the server tests hold them) would refuse the suite's own fans.
 */
export const UNLIMITED_CLIENT_ADDRESS = {
  RATE_LIMIT_IP_REGISTER: "1000000",
  RATE_LIMIT_IP_PAGE_VIEW: "1000000",
  RATE_LIMIT_IP_NEW_SMS: "1000000",
  RATE_LIMIT_IP_NEW_EMAIL: "1000000",
};
