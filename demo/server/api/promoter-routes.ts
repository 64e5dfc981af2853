import { Hono } from "hono";
import { handleError } from "../errors.js";
import { promoterAuth } from "../promoter/promoter-auth.js";
import type { Services } from "../services.js";
import { jsonBodyLimit } from "./body-limit.js";
import { registerPromoterAccountRoutes } from "./promoter-account-routes.js";
import { registerPromoterCampaignRoutes } from "./promoter-campaign-routes.js";
import { registerPromoterSignInRoutes } from "./promoter-sign-in-routes.js";

export { PROMOTER_API_PATH } from "../../../sdk/api/promoter-calls.js";

/** A campaign document with its texts and fields fits well within this. */
const MAX_BODY_BYTES = 512 * 1024;

/** Issue 19: the promoter API (CONTRACT.md), every call behind a promoter API key. */
export function createPromoterRoutes(s: Services): Hono {
  const api = new Hono();
  api.onError(handleError);
  api.use("*", jsonBodyLimit(MAX_BODY_BYTES));
  // The only calls without a key: before the key check (Hono runs handlers in the order they are added).
  registerPromoterSignInRoutes(api, s);
  api.use("*", promoterAuth(s.db));
  registerPromoterCampaignRoutes(api, s);
  registerPromoterAccountRoutes(api, s);
  api.all("*", (c) => c.json({ message: `No API call ${c.req.method} ${c.req.path}`, statusCode: 404 }, 404));
  return api;
}
