import { z } from "zod/mini";
import { withMeta } from "./meta.js";

/** Answer of calls whose body the spec does not show beyond success (e.g. a magic link sent). */
export const SuccessBodySchema = withMeta(
  z.object({ success: z.literal(true), message: z.optional(z.string()) }),
  { id: "SuccessBody" },
);

export type SuccessBody = z.infer<typeof SuccessBodySchema>;
