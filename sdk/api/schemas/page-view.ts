import { z } from "zod/mini";
import { OidSchema } from "./common.js";
import { withMeta } from "./meta.js";

const pageName = z
  .string()
  .check(z.minLength(1))
  .check(z.maxLength(64))
  .check(z.describe("The step name, or 'landing'"));
const version = z.literal(2);

/** Body of POST /campaign-page-view: exactly one of campaignOid and tourOid (core-journey §7). */
export const PageViewPayloadSchema = withMeta(
  z.xor([
    z.strictObject({ pageName, version, campaignOid: OidSchema }),
    z.strictObject({ pageName, version, tourOid: OidSchema }),
  ]),
  { id: "PageViewPayload" },
);

export type PageViewPayload = z.infer<typeof PageViewPayloadSchema>;
