import { z } from "zod/mini";
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

const storedToken = z.string().check(z.minLength(16)).check(z.maxLength(512));

/**
 * A token store backed by Web Storage. Storage can be missing or throw (private mode, sandboxed
 * frames, blocked cookies): then the token lives in memory for this page only.
 */
export function createWebStorageTokenStore(getStorage: () => Storage | undefined, key: string): TokenStore {
  const store = createFallbackStorage(getStorage);
  return {
    get() {
      const parsed = storedToken.safeParse(store.read(key));
      return parsed.success ? parsed.data : undefined;
    },
    set(token) {
      if (token === undefined) store.remove(key);
      else store.write(key, token);
    },
  };
}
