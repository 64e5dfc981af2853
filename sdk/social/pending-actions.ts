import { z } from "zod/mini";

// A Spotify follow done before the fan registered cannot be recorded yet (campaign-action2 needs the fan):
// its target waits here, per campaign, in session storage, until <campaign-follow> sees the fan.

const PendingSchema = z
  .array(z.string().check(z.minLength(1)).check(z.maxLength(500)))
  .check(z.maxLength(50));
const key = (campaignOid: string) => `campaign-pending-actions:${campaignOid}`;

export function readPendingTargets(campaignOid: string): string[] {
  try {
    const parsed = PendingSchema.safeParse(JSON.parse(sessionStorage.getItem(key(campaignOid)) ?? "[]"));
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
