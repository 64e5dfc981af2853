import { getApiClient } from "../../sdk/api/client-registry.js";
import { safeHttpUrl } from "../../sdk/campaign/safe-url.js";

/**
 * Campaign assets are often site-relative ("/assets/…"). On a promoter's page they must resolve
 * against the campaign site (the API's origin), not the page's. Only http(s) URLs are returned.
 * Rendered by the server for the site's own page (issue 22: no `location`, no `api-base`), the page's
 * origin is the site's: a site-relative asset stays as it is, so the served hero shows before any code.
 */
export function assetUrl(url: string | undefined, apiBase?: string): string | undefined {
  if (!url) return undefined;
  const { base } = getApiClient(apiBase);
  if (!/^https?:\/\//i.test(base))
    return url.startsWith("/") && !url.startsWith("//") ? url : safeHttpUrl(url);
  return safeHttpUrl(url, base);
}
