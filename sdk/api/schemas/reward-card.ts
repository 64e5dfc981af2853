import { z } from "zod/mini";
import { UrlSchema } from "./common.js";
import { withMeta } from "./meta.js";

// engagement §3 "Reward card". Values are display text: the spec gives them no currency of their own.

export const PrizeDetailsSchema = z.object({
  prizeName: z.string().check(z.minLength(1)),
  value: z.optional(z.string()).check(z.describe("Display value, e.g. 'A$1,200'")),
  description: z.optional(z.string()),
  resource: z.optional(z.object({ url: UrlSchema })).check(z.describe("Prize image")),
});

export const TicketTypeSchema = z.object({
  ticketName: z.string().check(z.minLength(1)),
  ticketValue: z.optional(z.string()).check(z.describe("Display value")),
});

export const TicketDetailsSchema = z.object({
  ticketName: z.string().check(z.minLength(1)),
  ticketTypes: z._default(z.array(TicketTypeSchema), []),
  ticketValue: z.optional(z.string()).check(z.describe("Display value")),
  includesBookingFee: z.optional(z.boolean()),
});

export const RewardCardSchema = withMeta(
  z.object({
    tierIndex: z
      .int()
      .check(z.nonnegative())
      .check(z.describe("0 is the top tier; matched against the fan's currentTier")),
    numberOfWinners: z.optional(z.int().check(z.positive())),
    isRemainingWinners: z
      ._default(z.boolean(), false)
      .check(z.describe("Everyone remaining wins this tier (titled 'Everyone', engagement §4)")),
    prize: z.optional(z.object({ details: PrizeDetailsSchema })),
    ticket: z.optional(z.object({ details: TicketDetailsSchema })),
  }),
  { id: "RewardCard" },
);

/** engagement §3: the campaign's rewards block shown on welcome and unlock. */
export const RewardsSchema = withMeta(
  z.object({
    headline: z.optional(z.string()),
    description: z.optional(z.string()),
    tiers: z._default(z.array(RewardCardSchema), []),
  }),
  { id: "Rewards" },
);

export type PrizeDetails = z.infer<typeof PrizeDetailsSchema>;
export type TicketDetails = z.infer<typeof TicketDetailsSchema>;
export type RewardCard = z.infer<typeof RewardCardSchema>;
export type Rewards = z.infer<typeof RewardsSchema>;
