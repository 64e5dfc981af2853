import { Hono } from "hono";
import type { AppContext } from "../app-context.js";
import { handleError } from "../errors.js";
import { registerLookupRoutes } from "./lookup-routes.js";
import { registerPageViewRoutes } from "./page-view-routes.js";

/** core-journey §7: "The API base is a versioned path under the product's own host, ending /api/v1/cn". */
export const API_BASE_PATH = "/api/v1/cn";

export function createApiRoutes(context: AppContext): Hono {
  const api = new Hono();
  api.onError(handleError);
  registerLookupRoutes(api, context);
  registerPageViewRoutes(api, context);
  api.all("*", (c) => c.json({ message: `No API call ${c.req.method} ${c.req.path}`, statusCode: 404 }, 404));
  return api;
}
