import { Hono } from "hono";
import { buildOpenApiDocument } from "../../../sdk/api/openapi.js";
import type { AppContext } from "../app-context.js";
import { handleError } from "../errors.js";
import { registerIpLimits } from "../rate-limit/ip-limits.js";
import { createServices, type Services } from "../services.js";
import { registerAccountRoutes } from "./account-routes.js";
import { registerActionRoutes } from "./action-routes.js";
import { registerExitIntentRoutes } from "./exit-intent-routes.js";
import { registerFirstScreenRoutes } from "./first-screen-routes.js";
import { registerLookupRoutes } from "./lookup-routes.js";
import { registerPageViewRoutes } from "./page-view-routes.js";
import { registerPaymentRoutes } from "./payment-routes.js";
import { registerPreviewRoutes } from "./preview-routes.js";
import { registerRemoteSignupRoutes } from "./remote-signup-routes.js";
import { registerStreamRoutes } from "./stream-routes.js";
import { registerVerificationRoutes } from "./verification-routes.js";

/** core-journey §7: "The API base is a versioned path under the product's own host, ending /api/v1/cn". */
export const API_BASE_PATH = "/api/v1/cn";

export function createApiRoutes(context: AppContext, services: Services = createServices(context)): Hono {
  const api = new Hono();
  api.onError(handleError);
  // The generated description of the call table (docs/api/openapi.json), built once, on first ask.
  let openApi: Record<string, unknown> | undefined;
  api.get("/openapi.json", (c) => {
    openApi ??= buildOpenApiDocument();
    return c.json(openApi, 200, { "cache-control": "no-cache" });
  });
  registerIpLimits(api, context.db, context.config);
  registerLookupRoutes(api, services);
  registerFirstScreenRoutes(api, services, API_BASE_PATH);
  registerPageViewRoutes(api, context);
  registerAccountRoutes(api, services);
  registerVerificationRoutes(api, services);
  registerActionRoutes(api, services);
  registerStreamRoutes(api, services);
  registerPaymentRoutes(api, services);
  registerRemoteSignupRoutes(api, services);
  registerPreviewRoutes(api, services);
  registerExitIntentRoutes(api, services);
  api.all("*", (c) => c.json({ message: `No API call ${c.req.method} ${c.req.path}`, statusCode: 404 }, 404));
  return api;
}
