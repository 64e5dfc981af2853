import { z } from "zod";
import { OidSchema } from "./common.js";

const pageName = z.string().min(1).max(64).describe("The step name, or 'landing'");
const version = z.literal(2);

/** Body of POST /campaign-page-view: exactly one of campaignOid and tourOid (core-journey §7). */
export const PageViewPayloadSchema = z
  .xor([
    z.strictObject({ pageName, version, campaignOid: OidSchema }),
    z.strictObject({ pageName, version, tourOid: OidSchema }),
  ])
  .meta({ id: "PageViewPayload" });

export type PageViewPayload = z.infer<typeof PageViewPayloadSchema>;
