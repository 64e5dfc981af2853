import { z } from "zod/mini";

/**
 * A copy of `schema` registered with `meta` in zod's global registry: the OpenAPI document lists schemas
 * with an `id` under components. Registered on a copy, like zod classic's `.meta()`, so schemas derived
 * from it later (extended, picked) do not inherit the id.
 */
export function withMeta<T extends z.ZodMiniType>(schema: T, meta: z.core.GlobalMeta): T {
  const copy = schema.clone() as T;
  z.globalRegistry.add(copy, meta);
  return copy;
}
