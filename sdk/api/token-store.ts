import { createFallbackStorage } from "../storage/fallback-storage.js";

/** Where the API client keeps the auth token it saves from each answer and sends with each request. */
export interface TokenStore {
  get(): string | undefined;
  set(token: string | undefined): void;
}

export function createMemoryTokenStore(initial?: string): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

/**
 * A token as stored: 16 to 512 visible ASCII characters (the server's are 43, base64url). It is sent with
 * the campaign's lookup, before any schema has loaded, so this pattern is its check and zod stays out of
 * the first view (issue 22); the server decides whether it is any good. What fails it (an edited or
 * damaged entry; a line break would make every request throw) is not sent.
 */
export const STORED_TOKEN = /^[\x21-\x7e]{16,512}$/;

const readToken = (value: unknown): string | undefined =>
  typeof value === "string" && STORED_TOKEN.test(value) ? value : undefined;

/**
 * A token store backed by Web Storage. Storage can be missing or throw (private mode, sandboxed
 * frames, blocked cookies): then the token lives in memory for this page only.
 */
export function createWebStorageTokenStore(getStorage: () => Storage | undefined, key: string): TokenStore {
  const store = createFallbackStorage(getStorage);
  return {
    get() {
      return readToken(store.read(key));
    },
    set(token) {
      if (token === undefined) store.remove(key);
      else store.write(key, token);
    },
  };
}
