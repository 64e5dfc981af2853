import { z } from "zod/mini";
import { OidSchema } from "../schemas/common.js";
import { SessionLinkPayloadSchema, VerifySessionPayloadSchema } from "../schemas/gatekeeper.js";
import { SuccessBodySchema } from "../schemas/success.js";
import { defineCall } from "./define-call.js";
import { badRequest, notFound, tooManyRequests, unauthorized } from "./errors.js";

// Livestream login links and gated sessions (core-journey §4 magic-link, engagement §4 gatekeeper).

const campaignParams = z.object({ campaignOid: OidSchema });

export const requestSessionLink = defineCall({
  id: "requestSessionLink",
  method: "POST",
  path: "/campaign-fan/{campaignOid}/email-session-link",
  summary: "Email a login link for the livestream (201 sent, 401 unknown email, 429 wait)",
  params: campaignParams,
  body: SessionLinkPayloadSchema,
  responses: { 201: SuccessBodySchema, ...badRequest, ...unauthorized, ...notFound, ...tooManyRequests },
});

export const verifySession = defineCall({
  id: "verifySession",
  method: "POST",
  path: "/campaign-fan/{campaignOid}/verify-session",
  summary: "Check a stream session token; 401 means invalid (e.g. another viewer took over)",
  params: campaignParams,
  body: VerifySessionPayloadSchema,
  responses: { 200: SuccessBodySchema, ...badRequest, ...unauthorized },
});

export const gatekeeperCalls = [requestSessionLink, verifySession] as const;
