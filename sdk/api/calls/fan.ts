import { FanSchema } from "../schemas/fan.js";
import { VerificationRequiredSchema } from "../schemas/verification.js";
import { defineCall } from "./define-call.js";
import { notFound, unauthorized } from "./errors.js";
import { campaignParams } from "./params.js";

// The signed-in fan (core-journey §7), on its own: every page asks for it, the registration calls are
// needed only where a fan registers.

export const getCampaignFan = defineCall({
  id: "getCampaignFan",
  method: "GET",
  path: "/campaign-fan/{campaignOid}",
  summary:
    "The signed-in fan of this campaign; 202 while the token's registration waits for its code; 401 when there is none",
  params: campaignParams,
  responses: { 200: FanSchema, 202: VerificationRequiredSchema, ...unauthorized, ...notFound },
});
