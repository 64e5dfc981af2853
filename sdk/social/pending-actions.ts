import { requireFirstViewSchemas } from "../campaign/lazy-lookup.js";

// A Spotify follow done before the fan registered cannot be recorded yet (campaign-action2 needs the fan):
// its target waits here, per campaign, in session storage, until <campaign-follow> sees the fan. Read by
// screens of a parsed campaign, hence with the first view's schemas loaded (sdk/storage/session-values.ts).
const key = (campaignOid: string) => `campaign-pending-actions:${campaignOid}`;

export function readPendingTargets(campaignOid: string): string[] {
  const { PendingTargetsSchema } = requireFirstViewSchemas();
  try {
    const parsed = PendingTargetsSchema.safeParse(
      JSON.parse(sessionStorage.getItem(key(campaignOid)) ?? "[]"),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function addPendingTarget(campaignOid: string, target: string): void {
  const targets = readPendingTargets(campaignOid);
  if (targets.includes(target)) return;
  try {
    sessionStorage.setItem(key(campaignOid), JSON.stringify([...targets, target].slice(-50)));
  } catch {
    // Storage off: the follow stays done on Spotify, without the points.
  }
}

export function clearPendingTargets(campaignOid: string): void {
  try {
    sessionStorage.removeItem(key(campaignOid));
  } catch {
    // Nothing kept.
  }
}
