import { getApiClient } from "../../sdk/api/client-registry.js";

/**
 * Campaign assets are often site-relative ("/assets/…"). On a promoter's page they must resolve
 * against the campaign site (the API's origin), not the page's. Only http(s) URLs are returned.
 */
export function assetUrl(url: string | undefined, apiBase?: string): string | undefined {
  if (!url) return undefined;
  try {
    const resolved = new URL(url, getApiClient(apiBase).base);
    return resolved.protocol === "https:" || resolved.protocol === "http:" ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}
