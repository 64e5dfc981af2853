/**
 * The register-button widget protocol (docs/embedding.md): what the /widget/register-button/ frame
 * calls on the host page through penpal. Both sides parse every payload with these schemas; penpal
 * guarantees who sent a message, not what it contains. zod/mini keeps the loader inside its budget.
 */
import * as z from "zod/mini";

/** Version carried by every payload; a frame and a loader of different major versions ignore each other. */
export const PROTOCOL_VERSION = 1;

/** A campaign uri such as `p/demo-presale` (section/id) or a short URL slug. */
export const CAMPAIGN_URI = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,119}(\/[A-Za-z0-9][A-Za-z0-9._~-]{0,119})?$/;

const size = z.number().check(z.gte(0), z.lte(100_000));
const campaignUri = z.string().check(z.regex(CAMPAIGN_URI));
const version = z.literal(PROTOCOL_VERSION);

export const ResizeSchema = z.object({ v: version, width: size, height: size });
export type Resize = z.infer<typeof ResizeSchema>;

export const OpenRegisterModalSchema = z.object({ v: version, campaignUri });
export type OpenRegisterModal = z.infer<typeof OpenRegisterModalSchema>;

export const UpdateCampaignUriSchema = z.object({ v: version, campaignUri });
export type UpdateCampaignUri = z.infer<typeof UpdateCampaignUriSchema>;

/** The methods the host page (the loader) exposes to a widget frame. Arguments arrive as `unknown`. */
export interface HostMethods {
  [name: string]: (payload: unknown) => void;
  resize: (payload: unknown) => void;
  openRegisterModal: (payload: unknown) => void;
  updateCampaignUri: (payload: unknown) => void;
}

/** Clamps a frame's reported size: never 0 (an invisible widget), never endless growth. */
export function clampSize(resize: Resize, maxWidth: number): { width: number; height: number } {
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.ceil(value)));
  return { width: clamp(resize.width, 24, Math.max(24, maxWidth)), height: clamp(resize.height, 20, 480) };
}
