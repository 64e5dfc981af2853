import { z } from "zod/mini";
import { withMeta } from "./meta.js";

/** core-journey §8: every error answer is normalised to `{ message, statusCode }`. */
export const ErrorBodySchema = withMeta(
  z.object({
    message: z.string(),
    statusCode: z.int().check(z.gte(100)).check(z.lte(599)),
    field: z.optional(z.string()).check(z.describe("The offending request field, when known")),
    result: z
      .optional(z.string())
      .check(z.describe("Server message shown as is (fan creation, update email)")),
    retry_after: z
      .optional(z.number().check(z.nonnegative()))
      .check(z.describe("429 answers: minutes to wait")),
  }),
  { id: "ErrorBody" },
);

export type ErrorBody = z.infer<typeof ErrorBodySchema>;
