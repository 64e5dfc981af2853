import { z } from "zod";
import { UrlSchema } from "./common.js";

// engagement §3 "Reward card". Values are display text: the spec gives them no currency of their own.

export const PrizeDetailsSchema = z.object({
  prizeName: z.string().min(1),
  value: z.string().optional().describe("Display value, e.g. 'A$1,200'"),
  description: z.string().optional(),
  resource: z.object({ url: UrlSchema }).optional().describe("Prize image"),
});

export const TicketTypeSchema = z.object({
  ticketName: z.string().min(1),
  ticketValue: z.string().optional().describe("Display value"),
});

export const TicketDetailsSchema = z.object({
  ticketName: z.string().min(1),
  ticketTypes: z.array(TicketTypeSchema).default([]),
  ticketValue: z.string().optional().describe("Display value"),
  includesBookingFee: z.boolean().optional(),
});

export const RewardCardSchema = z
  .object({
    tierIndex: z.int().nonnegative().describe("0 is the top tier; matched against the fan's currentTier"),
    numberOfWinners: z.int().positive().optional(),
    isRemainingWinners: z
      .boolean()
      .default(false)
      .describe("Everyone remaining wins this tier (titled 'Everyone', engagement §4)"),
    prize: z.object({ details: PrizeDetailsSchema }).optional(),
    ticket: z.object({ details: TicketDetailsSchema }).optional(),
  })
  .meta({ id: "RewardCard" });

/** engagement §3: the campaign's rewards block shown on welcome and unlock. */
export const RewardsSchema = z
  .object({
    headline: z.string().optional(),
    description: z.string().optional(),
    tiers: z.array(RewardCardSchema).default([]),
  })
  .meta({ id: "Rewards" });

export type PrizeDetails = z.infer<typeof PrizeDetailsSchema>;
export type TicketDetails = z.infer<typeof TicketDetailsSchema>;
export type RewardCard = z.infer<typeof RewardCardSchema>;
export type Rewards = z.infer<typeof RewardsSchema>;
