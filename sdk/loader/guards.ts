/**
 * The loader's payload checks: the same rules as the zod schemas of protocol.ts, hand-written because
 * zod/mini alone costs 4.3 KB gzip and the loader's budget is 5 KB. protocol.test.ts proves that both
 * agree on every case it lists.
 */
import { CAMPAIGN_URI, PROTOCOL_VERSION, type Resize } from "./protocol-constants.js";

type Record_ = Record<string, unknown>;
const isObject = (value: unknown): value is Record_ =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isSize = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 100_000;

export function parseResize(payload: unknown): Resize | undefined {
  if (!isObject(payload) || payload.v !== PROTOCOL_VERSION) return undefined;
  // The payload itself once checked (a copy would cost bytes the loader does not have).
  return isSize(payload.width) && isSize(payload.height) ? (payload as unknown as Resize) : undefined;
}

/** `openRegisterModal` and `updateCampaignUri`: `{ v, campaignUri }`. */
export function parseCampaignUri(payload: unknown): string | undefined {
  if (!isObject(payload) || payload.v !== PROTOCOL_VERSION) return undefined;
  const uri = payload.campaignUri;
  return typeof uri === "string" && CAMPAIGN_URI.test(uri) ? uri : undefined;
}
