import { z } from "zod/mini";
import { StreamClientIdSchema } from "../api/schemas/gatekeeper.js";
import { createFallbackStorage } from "../storage/fallback-storage.js";

// engagement §4 gatekeeper: the session token from the emailed magic link, and the client id the server
// issued to this device when it claimed the link (issue 15: a session is bound to the device that opened
// the link). Both are kept per campaign in localStorage, so a reload, a new tab or a browser restart on
// this device keeps watching. Storage throws in private modes and sandboxed frames, or may be absent:
// then both live in memory for this page, and nothing crashes.

/** The `sessionToken` of a magic link: a base64url secret (the server makes 43 characters). */
export const SessionTokenSchema = z
  .string()
  .check(z.regex(/^[\w-]{16,256}$/, "Not a session token"))
  .check(z.describe("From the emailed magic link"));

export const sessionTokenKey = (campaignOid: string): string => `campaign-stream-session:${campaignOid}`;
export const clientIdKey = (campaignOid: string): string => `campaign-stream-client:${campaignOid}`;

type GetStorage = () => Storage | undefined;

export interface StreamStorage {
  readSessionToken(campaignOid: string): string | undefined;
  /** Keeps a magic link's token; a different token drops the client id of the one before. */
  writeSessionToken(campaignOid: string, token: string): void;
  /** The client id the server issued for the stored token, if this device claimed it. */
  readClientId(campaignOid: string): string | undefined;
  writeClientId(campaignOid: string, clientId: string): void;
}

export function createStreamStorage(getStorage: GetStorage = () => globalThis.localStorage): StreamStorage {
  const store = createFallbackStorage(getStorage);
  const readSessionToken = (campaignOid: string) => {
    const parsed = SessionTokenSchema.safeParse(store.read(sessionTokenKey(campaignOid)));
    return parsed.success ? parsed.data : undefined;
  };
  return {
    readSessionToken,
    writeSessionToken(campaignOid, token) {
      const parsed = SessionTokenSchema.parse(token);
      if (readSessionToken(campaignOid) === parsed) return;
      store.remove(clientIdKey(campaignOid));
      store.write(sessionTokenKey(campaignOid), parsed);
    },
    readClientId(campaignOid) {
      const parsed = StreamClientIdSchema.safeParse(store.read(clientIdKey(campaignOid)));
      return parsed.success ? parsed.data : undefined;
    },
    writeClientId(campaignOid, clientId) {
      store.write(clientIdKey(campaignOid), StreamClientIdSchema.parse(clientId));
    },
  };
}

let shared: StreamStorage | undefined;

/** One store for the page, so a memory fallback is shared by the site and the element. */
export function pageStreamStorage(): StreamStorage {
  shared ??= createStreamStorage();
  return shared;
}
