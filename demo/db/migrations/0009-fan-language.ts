// Issue 17 (message content). Never edit a released migration: add the next number.
export const sql = /* sql */ `
-- The language the fan uses (one of sdk/i18n/languages.ts), recorded at registration and whenever a
-- request of the fan names another: messages composed outside the fan's request (a receipt settled by
-- Stripe's webhook) are written in it. NULL for fans registered before: the campaign's default language.
ALTER TABLE fans ADD COLUMN language text;

-- When the fan turned the campaign's marketing emails off with the one-click List-Unsubscribe link
-- (RFC 8058). The fan's subscription preference is turned off in the same statement; this keeps when.
ALTER TABLE fans ADD COLUMN email_unsubscribed_at timestamptz;
`;
