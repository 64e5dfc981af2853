import { z } from "zod/mini";
import { OidSchema } from "../schemas/common.js";

/** The path parameters of a call on one campaign (`…/{campaignOid}…`). */
export const campaignParams = z.object({ campaignOid: OidSchema });
