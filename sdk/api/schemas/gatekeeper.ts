import { z } from "zod";

/** core-journey §4 / engagement §4: gatekeeper session validation statuses. */
export const GatekeeperStatusSchema = z
  .enum(["validating", "validated", "invalid", "not-validating"])
  .describe("validating: in progress or not yet checked; invalid: a token was present but rejected")
  .meta({ id: "GatekeeperStatus" });

/** core-journey §3 "Gatekeeper": who may watch a gated livestream. */
export const GatekeeperSchema = z
  .object({
    emailAddress: z.string().optional(),
    sessionToken: z.string().optional().describe("From the emailed login link"),
    isLiveNow: z.boolean().default(false),
    linkRequestTimeout: z
      .number()
      .nonnegative()
      .optional()
      .describe("Epoch milliseconds until which no new login link may be requested"),
    validation: GatekeeperStatusSchema.default("validating"),
  })
  .meta({ id: "Gatekeeper" });

/** Body of POST /campaign-fan/{campaignOid}/verify-session. */
export const VerifySessionPayloadSchema = z
  .object({
    sessionToken: z.string().min(1),
    clientId: z.string().min(1).describe("Identifier computed on the viewing device"),
  })
  .meta({ id: "VerifySessionPayload" });

/** Body of POST /campaign-fan/{campaignOid}/email-session-link. */
export const SessionLinkPayloadSchema = z
  .object({ emailAddress: z.email().optional().describe("Defaults to the signed-in fan's address") })
  .meta({ id: "SessionLinkPayload" });

export type GatekeeperStatus = z.infer<typeof GatekeeperStatusSchema>;
export type Gatekeeper = z.infer<typeof GatekeeperSchema>;
export type VerifySessionPayload = z.infer<typeof VerifySessionPayloadSchema>;
export type SessionLinkPayload = z.infer<typeof SessionLinkPayloadSchema>;
