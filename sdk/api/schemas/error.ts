import { z } from "zod";

/** core-journey §8: every error answer is normalised to `{ message, statusCode }`. */
export const ErrorBodySchema = z
  .object({
    message: z.string(),
    statusCode: z.int().min(100).max(599),
    field: z.string().optional().describe("The offending request field, when known"),
    result: z.string().optional().describe("Server message shown as is (fan creation, update email)"),
    retry_after: z.number().nonnegative().optional().describe("429 answers: minutes to wait"),
  })
  .meta({ id: "ErrorBody" });

export type ErrorBody = z.infer<typeof ErrorBodySchema>;
