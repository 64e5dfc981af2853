import { z } from "zod/mini";
import { CurrencyCodeSchema } from "./common.js";
import { withMeta } from "./meta.js";

/** core-journey §3 "Currency" (the common currency table format; snake_case as in that format). */
export const CurrencySchema = withMeta(
  z.object({
    code: CurrencyCodeSchema,
    symbol: z.string().check(z.minLength(1)),
    symbol_native: z
      .string()
      .check(z.minLength(1))
      .check(z.describe("Symbol shown next to prices (core-journey §9)")),
    name: z.string().check(z.minLength(1)),
    decimal_digits: z
      .int()
      .check(z.gte(0))
      .check(z.lte(4))
      .check(z.describe("Minor-unit digits: 2 for AUD, 0 for JPY")),
    rounding: z
      .number()
      .check(z.nonnegative())
      .check(z.describe("Rounding increment, e.g. 0.05 for CHF; 0 for none")),
    minimum: z
      .optional(z.number().check(z.positive()))
      .check(z.describe("Smallest donation in major units (default 1)")),
  }),
  { id: "Currency" },
);

export type Currency = z.infer<typeof CurrencySchema>;
