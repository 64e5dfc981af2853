import { z } from "zod/mini";
import { CompletedActionSchema } from "./action.js";
import { IsoDateTimeSchema, OidSchema, UrlSchema } from "./common.js";
import { withMeta } from "./meta.js";
import { PaymentIntentSchema } from "./payment-intent.js";

const count = z._default(z.int().check(z.nonnegative()), 0);
const percent = z.number().check(z.gte(0)).check(z.lte(100));

/** engagement §3 fan.stats. */
export const FanStatsSchema = withMeta(
  z.object({
    totalPoints: count,
    invertedPercentilePlace: z
      .optional(percent)
      .check(z.describe("100 - percentilePlace; 50 or more earns '!'")),
    percentilePlace: z.optional(percent),
    currentTier: z
      .optional(z.int().check(z.nonnegative()))
      .check(z.describe("Index of the reward tier the fan is in")),
    registrationPoints: count,
    connectPoints: count,
    followPoints: count,
    sharePoints: count,
    referredCount: count,
    referralRegisteredPoints: count,
    fanPosition: z.optional(z.int().check(z.positive())).check(z.describe("1 is the top point scorer")),
  }),
  { id: "FanStats" },
);

/** A friend the fan invited who registered. */
export const RefereeSchema = withMeta(
  z.object({
    firstName: z.optional(z.string()),
    lastName: z.optional(z.string()),
    sysCtime: IsoDateTimeSchema.check(z.describe("When the friend registered")),
  }),
  { id: "Referee" },
);

/**
 * core-journey §3 "Fan" (a campaign fan). The person's names sit at the top level as in
 * core-journey; engagement §3 nests them under `fan`, which this contract does not repeat.
 */
export const FanSchema = withMeta(
  z.object({
    oid: OidSchema,
    campaignOid: OidSchema,
    campaignAccountOid: z.optional(OidSchema),
    firstName: z.optional(z.string()),
    lastName: z.optional(z.string()),
    profileImageUrl: z.optional(UrlSchema),
    additionalInfo: z.optional(z.record(z.string(), z.unknown())),
    completedActions: z._default(z.array(CompletedActionSchema), []),
    stats: z.prefault(FanStatsSchema, {}),
    referees: z._default(z.array(RefereeSchema), []),
    shortUrls: z
      ._default(z.record(z.string(), UrlSchema), {})
      .check(z.describe("The fan's referral link per channel (copy, sms, email, twitter...)")),
    paymentIntent: z.optional(PaymentIntentSchema),
  }),
  { id: "Fan" },
);

/** Answer of POST /campaign-action2. */
export const ActionResultSchema = withMeta(
  z.object({
    completedActions: z.array(CompletedActionSchema),
    stats: FanStatsSchema,
  }),
  { id: "ActionResult" },
);

export type FanStats = z.infer<typeof FanStatsSchema>;
export type Referee = z.infer<typeof RefereeSchema>;
export type Fan = z.infer<typeof FanSchema>;
export type FanInput = z.input<typeof FanSchema>;
export type ActionResult = z.infer<typeof ActionResultSchema>;
