import { z } from "zod/mini";
import { CampaignActionPayloadSchema } from "../schemas/action.js";
import { OidSchema } from "../schemas/common.js";
import {
  ExitIntentCreatedSchema,
  ExitIntentCreatePayloadSchema,
  ExitIntentRecordSchema,
  ExitIntentUpdatePayloadSchema,
} from "../schemas/exit-intent.js";
import { ActionResultSchema } from "../schemas/fan.js";
import { PageViewPayloadSchema } from "../schemas/page-view.js";
import { defineCall, noContent } from "./define-call.js";
import { badRequest, forbidden, notFound, unauthorized } from "./errors.js";

// Points, page views and the exit-intent sign-up (engagement §4 and §7).

export const recordAction = defineCall({
  id: "recordAction",
  method: "POST",
  path: "/campaign-action2",
  summary: "Record a follow, connect, share, invite or payment action; answers the new totals",
  body: CampaignActionPayloadSchema,
  responses: { 201: ActionResultSchema, ...badRequest, ...unauthorized, ...notFound },
});

export const recordPageView = defineCall({
  id: "recordPageView",
  method: "POST",
  path: "/campaign-page-view",
  summary: "Count a page view of a campaign or a tour (pageName: the step, or 'landing')",
  body: PageViewPayloadSchema,
  responses: { 204: noContent, ...badRequest },
});

// engagement §7 leaves the method and path of the exit-intent record open; these are this contract's.
export const createExitIntent = defineCall({
  id: "createExitIntent",
  method: "POST",
  path: "/campaign-exit-intent",
  summary: "Record an exit or ended sign-up once its email step succeeds",
  body: ExitIntentCreatePayloadSchema,
  responses: { 201: ExitIntentCreatedSchema, ...badRequest, ...notFound },
});

export const updateExitIntent = defineCall({
  id: "updateExitIntent",
  method: "PATCH",
  path: "/campaign-exit-intent/{oid}",
  summary:
    "Add the profile and bonus answers, or a new status, to an exit-intent record (with the secret its creation answered, or as its fan)",
  params: z.object({ oid: OidSchema }),
  body: ExitIntentUpdatePayloadSchema,
  responses: { 200: ExitIntentRecordSchema, ...badRequest, ...forbidden, ...notFound },
});

export const engagementCalls = [recordAction, recordPageView, createExitIntent, updateExitIntent] as const;
