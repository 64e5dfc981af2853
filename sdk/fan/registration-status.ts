import { callApi } from "../api/call-api.js";
import { getCampaignFan } from "../api/calls/fan.js";
import type { ApiClient } from "../api/client.js";
import { type FanStore, fanStore } from "./fan-store.js";

/**
 * How the registration of the device waiting for an emailed link stands (issue 15): GET /campaign-fan
 * answers the fan once this device is signed in (the link was opened here), 202 while the registration
 * waits for its code, and 401 once this device's token has ended (the link was opened on another
 * device, which alone is signed in).
 */
export type RegistrationStatus = "verified" | "waiting" | "ended";

export async function registrationStatus(
  client: ApiClient,
  campaignOid: string,
  store: FanStore = fanStore,
): Promise<RegistrationStatus> {
  if (!client.tokens.get()) return "ended";
  try {
    const answer = await callApi(client, getCampaignFan, { params: { campaignOid } });
    if (answer.status === 200) {
      store.set(campaignOid, { status: "fan", fan: answer.data });
      return "verified";
    }
    return answer.status === 202 ? "waiting" : "ended";
  } catch {
    // A network fault says nothing about the registration: ask again on the next tick.
    return "waiting";
  }
}
