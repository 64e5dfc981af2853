import { requireFirstViewSchemas } from "../campaign/lazy-lookup.js";
import { createFallbackStorage } from "../storage/fallback-storage.js";

// core-journey §4: registering on a live gated livestream "goes to magic-link with the gatekeeper email
// set", and a payment-required registration sets it for the magic-link step after paying. The register
// and magic-link screens are separate elements (often separate page loads), so the address is kept per
// campaign in the session, through one store for the page (its memory fallback is shared too).

export const gatekeeperEmailKey = (campaignOid: string): string => `campaign-gatekeeper-email:${campaignOid}`;
/** The address the fan just registered with, for which the magic-link step sends the link unasked. */
export const linkToSendKey = (campaignOid: string): string => `campaign-gatekeeper-send:${campaignOid}`;

export interface GatekeeperEmailStorage {
  /** The campaign's gatekeeper email; undefined when none or unreadable. */
  read(campaignOid: string): string | undefined;
  /**
   * Keeps a valid address; anything else is ignored (never an exception in a screen's effect). `sendLink`:
   * the fan just gave it registering in this journey, so the magic-link step sends the link unasked.
   */
  write(campaignOid: string, emailAddress: string, options?: { sendLink?: boolean }): void;
  /** The address to send the link to unasked, once: a reload or a second visit asks again (issue 20). */
  takeLinkToSend(campaignOid: string): string | undefined;
}

export function createGatekeeperEmailStorage(
  getStorage: () => Storage | undefined = () => globalThis.sessionStorage,
): GatekeeperEmailStorage {
  const store = createFallbackStorage(getStorage);
  // Read and written by screens of a parsed campaign, hence with the first view's schemas loaded.
  const parse = (value: unknown) => requireFirstViewSchemas().StoredEmailSchema.safeParse(value);
  const readEmail = (key: string) => {
    const parsed = parse(store.read(key));
    return parsed.success ? parsed.data : undefined;
  };
  return {
    read: (campaignOid) => readEmail(gatekeeperEmailKey(campaignOid)),
    write(campaignOid, emailAddress, options) {
      const parsed = parse(emailAddress.trim());
      if (!parsed.success) return;
      store.write(gatekeeperEmailKey(campaignOid), parsed.data);
      if (options?.sendLink) store.write(linkToSendKey(campaignOid), parsed.data);
      else store.remove(linkToSendKey(campaignOid));
    },
    takeLinkToSend(campaignOid) {
      const emailAddress = readEmail(linkToSendKey(campaignOid));
      store.remove(linkToSendKey(campaignOid));
      return emailAddress;
    },
  };
}

let shared: GatekeeperEmailStorage | undefined;

/** One store on the page's sessionStorage for every element. */
export function sessionGatekeeperEmail(): GatekeeperEmailStorage {
  shared ??= createGatekeeperEmailStorage();
  return shared;
}
