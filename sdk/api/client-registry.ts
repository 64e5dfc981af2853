import { type ApiClient, createApiClient, DEFAULT_API_PATH } from "./client.js";
import { createMemoryTokenStore, createWebStorageTokenStore } from "./token-store.js";

const clients = new Map<string, ApiClient>();
let currentLanguage: string | undefined;
let previewFetch: typeof fetch | undefined;

/**
 * Preview mode (engagement §6): from now on every shared client keeps its token in memory (no auth
 * token read or written to localStorage) and sends through `guard` (sdk/preview/preview-client.ts).
 */
export function enterPreviewMode(guard: typeof fetch): void {
  previewFetch = guard;
  clients.clear();
}

/** The language sent as accept-language by every shared client (the site and elements set it). */
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

function resolveBase(apiBase: string | undefined): string {
  const origin = globalThis.location?.origin;
  if (!apiBase) return `${origin ?? ""}${DEFAULT_API_PATH}`;
  return origin ? new URL(apiBase, origin).href.replace(/\/$/, "") : apiBase;
}

/**
 * One client per API base for the whole page, so every element on it shares the fan's auth token and
 * the response cache. The token persists in localStorage (per base) when storage is available.
 */
export function getApiClient(apiBase?: string): ApiClient {
  const base = resolveBase(apiBase);
  let client = clients.get(base);
  if (!client) {
    client = createApiClient({
      base,
      language: () => currentLanguage ?? "en-us",
      ...(previewFetch
        ? { tokenStore: createMemoryTokenStore(), fetch: previewFetch }
        : { tokenStore: createWebStorageTokenStore(() => globalThis.localStorage, `campaign-auth:${base}`) }),
    });
    clients.set(base, client);
  }
  return client;
}
