import { z } from "zod";
import { CompletedActionSchema } from "./action.js";
import { IsoDateTimeSchema, OidSchema, UrlSchema } from "./common.js";
import { PaymentIntentSchema } from "./payment-intent.js";

const count = z.int().nonnegative().default(0);
const percent = z.number().min(0).max(100);

/** engagement §3 fan.stats. */
export const FanStatsSchema = z
  .object({
    totalPoints: count,
    invertedPercentilePlace: percent.optional().describe("100 - percentilePlace; 50 or more earns '!'"),
    percentilePlace: percent.optional(),
    currentTier: z.int().nonnegative().optional().describe("Index of the reward tier the fan is in"),
    registrationPoints: count,
    connectPoints: count,
    followPoints: count,
    sharePoints: count,
    referredCount: count,
    referralRegisteredPoints: count,
    fanPosition: z.int().positive().optional().describe("1 is the top point scorer"),
  })
  .meta({ id: "FanStats" });

/** A friend the fan invited who registered. */
export const RefereeSchema = z
  .object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    sysCtime: IsoDateTimeSchema.describe("When the friend registered"),
  })
  .meta({ id: "Referee" });

/**
 * core-journey §3 "Fan" (a campaign fan). The person's names sit at the top level as in
 * core-journey; engagement §3 nests them under `fan`, which this contract does not repeat.
 */
export const FanSchema = z
  .object({
    oid: OidSchema,
    campaignOid: OidSchema,
    campaignAccountOid: OidSchema.optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    profileImageUrl: UrlSchema.optional(),
    additionalInfo: z.record(z.string(), z.unknown()).optional(),
    completedActions: z.array(CompletedActionSchema).default([]),
    stats: FanStatsSchema.prefault({}),
    referees: z.array(RefereeSchema).default([]),
    shortUrls: z
      .record(z.string(), UrlSchema)
      .default({})
      .describe("The fan's referral link per channel (copy, sms, email, twitter...)"),
    paymentIntent: PaymentIntentSchema.optional(),
  })
  .meta({ id: "Fan" });

/** Answer of POST /campaign-action2. */
export const ActionResultSchema = z
  .object({
    completedActions: z.array(CompletedActionSchema),
    stats: FanStatsSchema,
  })
  .meta({ id: "ActionResult" });

export type FanStats = z.infer<typeof FanStatsSchema>;
export type Referee = z.infer<typeof RefereeSchema>;
export type Fan = z.infer<typeof FanSchema>;
export type FanInput = z.input<typeof FanSchema>;
export type ActionResult = z.infer<typeof ActionResultSchema>;
