import { z } from "zod/mini";
import { createFallbackStorage } from "../storage/fallback-storage.js";

// core-journey §4: registering on a live gated livestream "goes to magic-link with the gatekeeper email
// set", and a payment-required registration sets it for the magic-link step after paying. The register
// and magic-link screens are separate elements (often separate page loads), so the address is kept per
// campaign in the session, through one store for the page (its memory fallback is shared too).

export const gatekeeperEmailKey = (campaignOid: string): string => `campaign-gatekeeper-email:${campaignOid}`;

const StoredEmailSchema = z.email().check(z.maxLength(320));

export interface GatekeeperEmailStorage {
  /** The campaign's gatekeeper email; undefined when none or unreadable. */
  read(campaignOid: string): string | undefined;
  /** Keeps a valid address; anything else is ignored (never an exception in a screen's effect). */
  write(campaignOid: string, emailAddress: string): void;
}

export function createGatekeeperEmailStorage(
  getStorage: () => Storage | undefined = () => globalThis.sessionStorage,
): GatekeeperEmailStorage {
  const store = createFallbackStorage(getStorage);
  return {
    read(campaignOid) {
      const parsed = StoredEmailSchema.safeParse(store.read(gatekeeperEmailKey(campaignOid)));
      return parsed.success ? parsed.data : undefined;
    },
    write(campaignOid, emailAddress) {
      const parsed = StoredEmailSchema.safeParse(emailAddress.trim());
      if (parsed.success) store.write(gatekeeperEmailKey(campaignOid), parsed.data);
    },
  };
}

let shared: GatekeeperEmailStorage | undefined;

/** One store on the page's sessionStorage for every element. */
export function sessionGatekeeperEmail(): GatekeeperEmailStorage {
  shared ??= createGatekeeperEmailStorage();
  return shared;
}
