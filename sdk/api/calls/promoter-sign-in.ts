import {
  PromoterSignUpSchema,
  SignedInSchema,
  SignInLinkRequestSchema,
  SignInLinkSentSchema,
  SignInSchema,
} from "../schemas/promoter-sign-in.js";
import { defineCall } from "./define-call.js";
import { badRequest, forbidden, tooManyRequests, unauthorized } from "./errors.js";

// Issue 19: the promoter API's only calls without a key (docs/promoter-api.md "Signing in by email").

export const signUpPromoter = defineCall({
  id: "signUpPromoter",
  method: "POST",
  path: "/sign-up",
  summary:
    "A new promoter account (an empty one: no campaign, no key): emails a sign-in link. An address that is a promoter already gets a sign-in link instead; the answer is the same. 403 where the operator closed sign-ups",
  body: PromoterSignUpSchema,
  responses: { 202: SignInLinkSentSchema, ...badRequest, ...forbidden, ...tooManyRequests },
});

export const requestSignInLink = defineCall({
  id: "requestSignInLink",
  method: "POST",
  path: "/sign-in-link",
  summary: "Emails a sign-in link to a promoter's address; the same answer for an unknown address",
  body: SignInLinkRequestSchema,
  responses: { 202: SignInLinkSentSchema, ...badRequest, ...tooManyRequests },
});

export const signInWithLink = defineCall({
  id: "signInWithLink",
  method: "POST",
  path: "/sign-in",
  summary:
    "Opens an emailed sign-in link (its token, once, within 15 minutes): a new API key named for the sign-in",
  body: SignInSchema,
  responses: { 201: SignedInSchema, ...badRequest, ...unauthorized },
});

/** Served before the key check, and documented without security. */
export const publicPromoterCalls = [signUpPromoter, requestSignInLink, signInWithLink] as const;
