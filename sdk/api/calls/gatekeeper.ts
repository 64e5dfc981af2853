import {
  MagicLinkPayloadSchema,
  StreamUrlAnswerSchema,
  StreamUrlPayloadSchema,
  VerifySessionAnswerSchema,
  VerifySessionPayloadSchema,
} from "../schemas/gatekeeper.js";
import { SuccessBodySchema } from "../schemas/success.js";
import { defineCall } from "./define-call.js";
import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from "./errors.js";
import { campaignParams } from "./params.js";

// Livestream magic links and gated sessions (core-journey §4 magic-link, engagement §4 gatekeeper).

export const requestMagicLink = defineCall({
  id: "requestMagicLink",
  method: "POST",
  path: "/campaign-fan/{campaignOid}/email-session-link",
  summary: "Email a magic link for the livestream (201 sent, 401 unknown email, 429 wait)",
  params: campaignParams,
  body: MagicLinkPayloadSchema,
  responses: { 201: SuccessBodySchema, ...badRequest, ...unauthorized, ...notFound, ...tooManyRequests },
});

export const verifySession = defineCall({
  id: "verifySession",
  method: "POST",
  path: "/campaign-fan/{campaignOid}/verify-session",
  summary:
    "Without clientId: claim a magic link (once; answers the device's clientId and an auth token). " +
    "With it: check the session; 401 means invalid (used, expired, or a newer login took over)",
  params: campaignParams,
  body: VerifySessionPayloadSchema,
  responses: { 200: VerifySessionAnswerSchema, ...badRequest, ...unauthorized },
});

export const getStreamUrl = defineCall({
  id: "getStreamUrl",
  method: "POST",
  path: "/campaign-fan/{campaignOid}/stream-url",
  summary:
    "The gated stream's URL, for the session this device holds (401 invalid; 403 not live, not registered or not paid)",
  params: campaignParams,
  body: StreamUrlPayloadSchema,
  responses: { 200: StreamUrlAnswerSchema, ...badRequest, ...unauthorized, ...forbidden },
});

export const gatekeeperCalls = [requestMagicLink, verifySession, getStreamUrl] as const;
