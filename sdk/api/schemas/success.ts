import { z } from "zod";

/** Answer of calls whose body the spec does not show beyond success (e.g. a login link sent). */
export const SuccessBodySchema = z
  .object({ success: z.literal(true), message: z.string().optional() })
  .meta({ id: "SuccessBody" });

export type SuccessBody = z.infer<typeof SuccessBodySchema>;
