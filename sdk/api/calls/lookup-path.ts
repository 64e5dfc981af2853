// The campaign lookup's path without its call (and schemas): the first view sends the lookup while the
// schemas are still loading (sdk/campaign/lazy-lookup.ts, issue 22).
export const CAMPAIGN_URI_PATH = "/campaign-uri";
