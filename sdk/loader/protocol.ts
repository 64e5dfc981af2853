/**
 * The register-button widget protocol (docs/embedding.md): what the /widget/register-button/ frame
 * calls on the host page through penpal. The frame parses every payload with these schemas; the loader
 * applies the same rules through guards.ts (zod/mini would not fit its budget). penpal guarantees who
 * sent a message, not what it contains.
 */
import * as z from "zod/mini";
import { CAMPAIGN_URI, PROTOCOL_VERSION } from "./protocol-constants.js";

export * from "./protocol-constants.js";

const size = z.number().check(z.gte(0), z.lte(100_000));
const campaignUri = z.string().check(z.regex(CAMPAIGN_URI));
const version = z.literal(PROTOCOL_VERSION);

export const ResizeSchema = z.object({ v: version, width: size, height: size });
export const OpenRegisterModalSchema = z.object({ v: version, campaignUri });
export type OpenRegisterModal = z.infer<typeof OpenRegisterModalSchema>;
export const UpdateCampaignUriSchema = z.object({ v: version, campaignUri });
export type UpdateCampaignUri = z.infer<typeof UpdateCampaignUriSchema>;
/** `registered` and `close`, from the register modal's frame. */
export const ModalMessageSchema = z.object({ v: version, campaignUri });
export type ModalMessage = z.infer<typeof ModalMessageSchema>;
