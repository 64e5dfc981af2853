import { z } from "zod";

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

const storedToken = z.string().min(16).max(512);

/**
 * A token store backed by Web Storage. Storage can be missing or throw (private mode, sandboxed
 * frames, blocked cookies): then the token lives in memory for this page only.
 */
export function createWebStorageTokenStore(getStorage: () => Storage | undefined, key: string): TokenStore {
  const memory = createMemoryTokenStore();
  const storage = (): Storage | undefined => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
  return {
    get() {
      try {
        const parsed = storedToken.safeParse(storage()?.getItem(key));
        if (parsed.success) return parsed.data;
      } catch {
        // fall through to memory
      }
      return memory.get();
    },
    set(token) {
      memory.set(token);
      try {
        if (token === undefined) storage()?.removeItem(key);
        else storage()?.setItem(key, token);
      } catch {
        // memory keeps it
      }
    },
  };
}
