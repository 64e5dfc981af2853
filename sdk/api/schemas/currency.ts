import { z } from "zod";
import { CurrencyCodeSchema } from "./common.js";

/** core-journey §3 "Currency" (the common currency table format; snake_case as in that format). */
export const CurrencySchema = z
  .object({
    code: CurrencyCodeSchema,
    symbol: z.string().min(1),
    symbol_native: z.string().min(1).describe("Symbol shown next to prices (core-journey §9)"),
    name: z.string().min(1),
    decimal_digits: z.int().min(0).max(4).describe("Minor-unit digits: 2 for AUD, 0 for JPY"),
    rounding: z.number().nonnegative().describe("Rounding increment, e.g. 0.05 for CHF; 0 for none"),
    minimum: z.number().positive().optional().describe("Smallest donation in major units (default 1)"),
  })
  .meta({ id: "Currency" });

export type Currency = z.infer<typeof CurrencySchema>;
