import { z } from "zod/mini";

/**
 * The campaign-uri answer the server puts into a hosted page as a JSON data block (site/embedded-lookup.ts):
 * the lookup it answers and the answer itself, whose body the lookup's own schemas parse.
 */
export const EmbeddedLookupSchema = z.object({
  target: z.union([z.object({ uri: z.string() }), z.object({ oid: z.string() })]),
  answer: z.object({ status: z.number().check(z.int()), data: z.unknown() }),
});
