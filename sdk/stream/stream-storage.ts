import { z } from "zod/mini";
import { createFallbackStorage } from "../storage/fallback-storage.js";

// engagement §4 gatekeeper: the session token from the emailed login link, and the identifier of the
// viewing client. The token is kept per campaign in localStorage: the link stays valid for days, so a
// reload, a new tab or a browser restart keeps watching without digging the email out again (a new tab
// is a new client and takes the seat over, one viewer at a time). The client identifier lives in
// sessionStorage: one per tab. Storage throws in private modes and sandboxed frames, or may be absent:
// then both live in memory for this page, and nothing crashes.

/** The `sessionToken` of a login link: a base64url secret (the server makes 43 characters). */
export const SessionTokenSchema = z
  .string()
  .check(z.regex(/^[\w-]{16,256}$/, "Not a session token"))
  .check(z.describe("From the emailed login link"));

/** A client identifier as this module makes it. */
export const ClientIdSchema = z.string().check(z.regex(/^[\w-]{8,64}$/));

export const SESSION_TOKEN_PARAM = "sessionToken";
export const sessionTokenKey = (campaignOid: string): string => `campaign-stream-session:${campaignOid}`;
export const CLIENT_ID_KEY = "campaign-stream-client";

type GetStorage = () => Storage | undefined;

export interface StreamStorage {
  readSessionToken(campaignOid: string): string | undefined;
  writeSessionToken(campaignOid: string, token: string): void;
  /** This tab's client identifier, made (and kept) on first use. */
  clientId(): string;
}

/** A random identifier: crypto.randomUUID when present, else getRandomValues. */
export function randomClientId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function createStreamStorage(
  getTokenStorage: GetStorage = () => globalThis.localStorage,
  getClientStorage: GetStorage = () => globalThis.sessionStorage,
  makeClientId: () => string = randomClientId,
): StreamStorage {
  const tokens = createFallbackStorage(getTokenStorage);
  const clients = createFallbackStorage(getClientStorage);
  return {
    readSessionToken(campaignOid) {
      const parsed = SessionTokenSchema.safeParse(tokens.read(sessionTokenKey(campaignOid)));
      return parsed.success ? parsed.data : undefined;
    },
    writeSessionToken(campaignOid, token) {
      tokens.write(sessionTokenKey(campaignOid), SessionTokenSchema.parse(token));
    },
    clientId() {
      const stored = ClientIdSchema.safeParse(clients.read(CLIENT_ID_KEY));
      if (stored.success) return stored.data;
      const made = makeClientId();
      clients.write(CLIENT_ID_KEY, made);
      return made;
    },
  };
}

let shared: StreamStorage | undefined;

/** One store for the page, so a memory fallback is shared by the site and the element. */
export function pageStreamStorage(): StreamStorage {
  shared ??= createStreamStorage();
  return shared;
}

/**
 * The login link's token in a query string, and the query string without it (the address bar must not
 * carry it: a copied address would hand the seat to whoever opens it). An unparseable token is dropped.
 */
export function takeSessionToken(search: string): { token?: string; search: string } {
  const params = new URLSearchParams(search);
  if (!params.has(SESSION_TOKEN_PARAM)) return { search };
  const parsed = SessionTokenSchema.safeParse(params.get(SESSION_TOKEN_PARAM));
  params.delete(SESSION_TOKEN_PARAM);
  const rest = params.toString();
  return { ...(parsed.success && { token: parsed.data }), search: rest ? `?${rest}` : "" };
}
