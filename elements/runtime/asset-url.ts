import { getApiClient } from "../../sdk/api/client-registry.js";
import { safeHttpUrl } from "../../sdk/campaign/safe-url.js";

/**
 * Campaign assets are often site-relative ("/assets/…"). On a promoter's page they must resolve
 * against the campaign site (the API's origin), not the page's. Only http(s) URLs are returned.
 */
export function assetUrl(url: string | undefined, apiBase?: string): string | undefined {
  return url ? safeHttpUrl(url, getApiClient(apiBase).base) : undefined;
}
