import { z } from "zod/mini";
import { OidSchema } from "../schemas/common.js";
import { PaymentIntentAnswerSchema, PaymentIntentPayloadSchema } from "../schemas/payment-intent.js";
import { defineCall, noContent } from "./define-call.js";
import { badRequest, conflict, notFound, unauthorized } from "./errors.js";
import { campaignParams } from "./params.js";

// Card payment intents (core-journey §4 payment page, §5 payload rules).

export const createPaymentIntent = defineCall({
  id: "createPaymentIntent",
  method: "POST",
  path: "/campaign-fan/{campaignOid}/payment-intent",
  summary: "Create the fan's payment intent for the cart total",
  params: campaignParams,
  body: PaymentIntentPayloadSchema,
  responses: { 201: PaymentIntentAnswerSchema, ...badRequest, ...unauthorized, ...notFound, ...conflict },
});

export const updatePaymentIntent = defineCall({
  id: "updatePaymentIntent",
  method: "PATCH",
  path: "/campaign-fan/{campaignOid}/payment-intent/{campaignFanOid}",
  summary: "Change the amount of a not yet actioned intent (the cart changed)",
  params: z.object({ campaignOid: OidSchema, campaignFanOid: OidSchema }),
  body: PaymentIntentPayloadSchema,
  responses: { 204: noContent, ...badRequest, ...unauthorized, ...notFound, ...conflict },
});

export const getPaymentIntent = defineCall({
  id: "getPaymentIntent",
  method: "GET",
  path: "/campaign-fan/{campaignOid}/payment-intent",
  summary: "The fan's current payment intent (fan.paymentIntent)",
  params: campaignParams,
  responses: { 200: PaymentIntentAnswerSchema, ...unauthorized, ...notFound },
});

export const paymentCalls = [createPaymentIntent, updatePaymentIntent, getPaymentIntent] as const;
