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
    sessionToken: z.optional(z.string()).check(z.describe("From the emailed magic link")),
    isLiveNow: z._default(z.boolean(), false),
    linkRequestTimeout: z
      .optional(z.number().check(z.nonnegative()))
      .check(z.describe("Epoch milliseconds until which no new magic link may be requested")),
    validation: z._default(GatekeeperStatusSchema, "validating"),
  }),
  { id: "Gatekeeper" },
);

/**
 * A client id as the server issues it when a magic link is claimed: 256 random bits, base64url. The
 * device keeps it with the session token and presents it on every check; one it made up is refused.
 */
export const StreamClientIdSchema = withMeta(
  z
    .string()
    .check(z.regex(/^[\w-]{16,256}$/, "Not a client id"))
    .check(z.describe("Issued by verify-session when this device claimed the magic link")),
  { id: "StreamClientId" },
);

/** Body of POST /campaign-fan/{campaignOid}/verify-session. */
export const VerifySessionPayloadSchema = withMeta(
  z.object({
    sessionToken: z.string().check(z.minLength(1)),
    clientId: z
      .optional(StreamClientIdSchema)
      .check(
        z.describe(
          "Absent: claim the magic link (once; the answer issues the client id). Present: check the session this device holds",
        ),
      ),
  }),
  { id: "VerifySessionPayload" },
);

/** 200 of verify-session: a claim answers the device's client id (and an auth token in x-auth-token). */
export const VerifySessionAnswerSchema = withMeta(
  z.object({
    success: z.literal(true),
    clientId: z.optional(StreamClientIdSchema),
  }),
  { id: "VerifySessionAnswer" },
);

/** Body of POST /campaign-fan/{campaignOid}/stream-url: the session this device holds. */
export const StreamUrlPayloadSchema = withMeta(
  z.object({
    sessionToken: z.string().check(z.minLength(1)),
    clientId: StreamClientIdSchema,
  }),
  { id: "StreamUrlPayload" },
);

/** 200 of stream-url: the gated stream's address, only for a validated session. */
export const StreamUrlAnswerSchema = withMeta(z.object({ streamUrl: z.string().check(z.minLength(1)) }), {
  id: "StreamUrlAnswer",
});

/** Body of POST /campaign-fan/{campaignOid}/email-session-link. */
export const MagicLinkPayloadSchema = withMeta(
  z.object({
    emailAddress: z.optional(z.email()).check(z.describe("Defaults to the signed-in fan's address")),
  }),
  { id: "MagicLinkPayload" },
);

export type GatekeeperStatus = z.infer<typeof GatekeeperStatusSchema>;
export type Gatekeeper = z.infer<typeof GatekeeperSchema>;
export type VerifySessionPayload = z.infer<typeof VerifySessionPayloadSchema>;
export type MagicLinkPayload = z.infer<typeof MagicLinkPayloadSchema>;
export type VerifySessionAnswer = z.infer<typeof VerifySessionAnswerSchema>;
export type StreamUrlPayload = z.infer<typeof StreamUrlPayloadSchema>;
export type StreamUrlAnswer = z.infer<typeof StreamUrlAnswerSchema>;
