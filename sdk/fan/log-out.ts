import { callApi } from "../api/call-api.js";
import { logOut } from "../api/calls/registration.js";
import type { ApiClient } from "../api/client.js";
import { type FanStore, fanStore } from "./fan-store.js";

/**
 * Signs this device out (issue 15): the server ends the token the client holds (POST
 * /campaign-account/logout), and the page forgets the token and the fan of `campaignOids`. The token is
 * forgotten even when the server cannot be reached: a device that asked to sign out is signed out here.
 */
export async function logOutFan(
  client: ApiClient,
  campaignOids: readonly string[] = [],
  store: FanStore = fanStore,
): Promise<void> {
  try {
    if (client.tokens.get()) await callApi(client, logOut, {});
  } finally {
    client.tokens.set(undefined);
    for (const campaignOid of campaignOids) store.set(campaignOid, { status: "visitor" });
  }
}
