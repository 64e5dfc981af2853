import { callApi } from "../../sdk/api/call-api.js";
import { verifySession } from "../../sdk/api/calls/gatekeeper.js";
import type { ApiClient } from "../../sdk/api/client.js";
import type { GatekeeperStatus } from "../../sdk/api/schemas/gatekeeper.js";
import {
  type GatekeeperSessionEvent,
  gatekeeperSessionMachine,
  initialGatekeeperSession,
} from "../../sdk/machines/gatekeeper-session.js";
import { transition } from "../../sdk/machines/machine.js";
import { pageStreamStorage, type StreamStorage } from "../../sdk/stream/stream-storage.js";
import { statusOf } from "./call-status.js";

// Loaded by the register screen of a gated livestream only (its own chunk: <campaign-register> is at
// its size budget). One run of the gatekeeper-session machine, core-journey §4: without gated sessions
// validated; without a stored token invalid; otherwise the client identifier and POST verify-session.
// Re-verification is the stream element's: one answer is enough to route a fan after registering.

/** The session's status for this device and campaign. */
export async function checkGatekeeperSession(
  client: ApiClient,
  campaign: { oid: string; gatedSessions: boolean },
  storage: StreamStorage = pageStreamStorage(),
): Promise<GatekeeperStatus> {
  let snapshot = initialGatekeeperSession();
  const events: GatekeeperSessionEvent[] = [
    {
      type: "CHECK",
      gatedSessions: campaign.gatedSessions,
      sessionToken: storage.readSessionToken(campaign.oid),
    },
  ];
  for (let event = events.shift(); event; event = events.shift()) {
    const next = transition(gatekeeperSessionMachine, snapshot, event);
    snapshot = next;
    for (const effect of next.effects) {
      if (effect.type === "computeClientId") {
        events.push({ type: "CLIENT_ID_COMPUTED", clientId: storage.clientId() });
      } else if (effect.type === "verifySession") {
        const { status } = await statusOf(
          callApi(client, verifySession, {
            params: { campaignOid: campaign.oid },
            body: { sessionToken: effect.sessionToken, clientId: effect.clientId },
          }),
        );
        events.push({ type: "SESSION_ANSWERED", status });
      }
    }
  }
  return snapshot.state;
}
