import type { ApiClient } from "../../sdk/api/client.js";
import type { GatekeeperStatus } from "../../sdk/api/schemas/gatekeeper.js";
import {
  type GatekeeperSessionEvent,
  gatekeeperSessionMachine,
  initialGatekeeperSession,
} from "../../sdk/machines/gatekeeper-session.js";
import { transition } from "../../sdk/machines/machine.js";
import { verifyStreamSession } from "../../sdk/stream/session-check.js";
import { pageStreamStorage, type StreamStorage } from "../../sdk/stream/stream-storage.js";

// Loaded by the register screen of a gated livestream only (its own chunk: <campaign-register> is at
// its size budget). One run of the gatekeeper-session machine, core-journey §4: without gated sessions
// validated; without a stored token invalid; otherwise POST verify-session, with the client id this
// device was issued, or claiming the link when it has none yet (the issued id is kept in storage).
// Re-verification is the stream element's: one answer is enough to route a fan after registering.

/** The session's status for this device and campaign. */
export async function checkGatekeeperSession(
  client: ApiClient,
  campaign: { oid: string; gatedSessions: boolean },
  storage: StreamStorage = pageStreamStorage(),
): Promise<GatekeeperStatus> {
  let snapshot = initialGatekeeperSession();
  const sessionToken = storage.readSessionToken(campaign.oid);
  const clientId = sessionToken ? storage.readClientId(campaign.oid) : undefined;
  const events: GatekeeperSessionEvent[] = [
    {
      type: "CHECK",
      gatedSessions: campaign.gatedSessions,
      ...(sessionToken && { sessionToken }),
      ...(clientId && { clientId }),
    },
  ];
  for (let event = events.shift(); event; event = events.shift()) {
    const next = transition(gatekeeperSessionMachine, snapshot, event);
    snapshot = next;
    for (const effect of next.effects) {
      if (effect.type === "verifySession") {
        const answer = await verifyStreamSession(client, campaign.oid, effect, storage);
        events.push({ type: "SESSION_ANSWERED", ...answer });
      }
    }
  }
  return snapshot.state;
}
