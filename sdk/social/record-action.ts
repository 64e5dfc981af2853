import { callApi } from "../api/call-api.js";
import { recordAction } from "../api/calls/engagement.js";
import type { ApiClient } from "../api/client.js";
import type { CampaignActionPayload } from "../api/schemas/action.js";
import { type FanStore, fanStore } from "../fan/fan-store.js";
import { ACTION_RETRY_MS, retryOnce } from "../flow/retry-action.js";

/**
 * Records a follow, connect, share or invite (POST /campaign-action2): a failed call is tried once more
 * after 2000 ms (engagement §4), then the fan is loaded again so every element on the page shows the new
 * points. The second failure is thrown, for the screen to report.
 */
export async function recordFanAction(
  client: ApiClient,
  action: CampaignActionPayload,
  { store = fanStore, retryMs = ACTION_RETRY_MS }: { store?: FanStore; retryMs?: number } = {},
): Promise<void> {
  await retryOnce(() => callApi(client, recordAction, { body: action }), retryMs);
  await store.load(client, action.campaignOid, true);
}
