import { useEffect, useRef } from "react";
import type { ApiClient } from "../../sdk/api/client.js";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { GatekeeperStatus } from "../../sdk/api/schemas/gatekeeper.js";
import { gatedStream } from "../../sdk/flow/type-switches.js";

/**
 * core-journey §4 gatekeeper session validation, for the register screen of a gated livestream: a fan
 * whose stored magic-link session is still valid is not sent for another link after registering.
 * `onStatus` hears the status once it is known (never for other campaigns, where it does not matter).
 */
export function useGatekeeperStatus(
  client: ApiClient,
  campaign: Pick<Campaign, "oid" | "type" | "settings">,
  onStatus: (status: GatekeeperStatus) => void,
): void {
  const gated = gatedStream(campaign);
  const report = useRef(onStatus);
  report.current = onStatus;
  useEffect(() => {
    if (!gated) return;
    let live = true;
    import("../registration/gatekeeper-check.js")
      .then(({ checkGatekeeperSession }) =>
        checkGatekeeperSession(client, { oid: campaign.oid, gatedSessions: true }),
      )
      .then((status) => live && report.current(status))
      // Unknown stays "validating": the fan is offered a magic link, as before any check.
      .catch((error: unknown) => console.warn("[campaign-register] session check failed", error));
    return () => {
      live = false;
    };
  }, [gated, client, campaign.oid]);
}
