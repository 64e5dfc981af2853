import { z } from "zod/mini";
import { withMeta } from "./meta.js";

/** core-journey §4 / engagement §4: gatekeeper session validation statuses. */
export const GatekeeperStatusSchema = withMeta(
  z
    .enum(["validating", "validated", "invalid", "not-validating"])
    .check(
      z.describe("validating: in progress or not yet checked; invalid: a token was present but rejected"),
    ),
  { id: "GatekeeperStatus" },
);

/** core-journey §3 "Gatekeeper": who may watch a gated livestream. */
export const GatekeeperSchema = withMeta(
  z.object({
    emailAddress: z.optional(z.string()),
    sessionToken: z.optional(z.string()).check(z.describe("From the emailed login link")),
    isLiveNow: z._default(z.boolean(), false),
    linkRequestTimeout: z
      .optional(z.number().check(z.nonnegative()))
      .check(z.describe("Epoch milliseconds until which no new login link may be requested")),
    validation: z._default(GatekeeperStatusSchema, "validating"),
  }),
  { id: "Gatekeeper" },
);

/** Body of POST /campaign-fan/{campaignOid}/verify-session. */
export const VerifySessionPayloadSchema = withMeta(
  z.object({
    sessionToken: z.string().check(z.minLength(1)),
    clientId: z.string().check(z.minLength(1)).check(z.describe("Identifier computed on the viewing device")),
  }),
  { id: "VerifySessionPayload" },
);

/** Body of POST /campaign-fan/{campaignOid}/email-session-link. */
export const SessionLinkPayloadSchema = withMeta(
  z.object({
    emailAddress: z.optional(z.email()).check(z.describe("Defaults to the signed-in fan's address")),
  }),
  { id: "SessionLinkPayload" },
);

export type GatekeeperStatus = z.infer<typeof GatekeeperStatusSchema>;
export type Gatekeeper = z.infer<typeof GatekeeperSchema>;
export type VerifySessionPayload = z.infer<typeof VerifySessionPayloadSchema>;
export type SessionLinkPayload = z.infer<typeof SessionLinkPayloadSchema>;
