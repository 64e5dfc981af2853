import type { Campaign } from "../../../sdk/api/schemas/campaign.js";
import { typeSwitches } from "../../../sdk/flow/type-switches.js";
import { streamRegistrationAction } from "../../../sdk/stream/provider.js";
import type { Queryable } from "../../db/database.js";
import { insertAction } from "../../store/actions.js";

/**
 * engagement §4: the stream shows to a fan with a register action on the provider channel. It is
 * recorded (validated, no points) when a fan of a livestream becomes registered, and again when a login
 * link opens the stream, for fans who registered before the campaign had its stream URL. Idempotent.
 */
export async function recordStreamRegistration(
  q: Queryable,
  campaign: Campaign,
  fanOid: string,
): Promise<void> {
  if (!typeSwitches(campaign.type).stream) return;
  const action = streamRegistrationAction({
    oid: campaign.oid,
    streamUrl: campaign.event?.presentation?.liveStreamUrl,
  });
  if (action) await insertAction(q, { fanOid, ...action, validated: true, points: 0 });
}
