import type { Hono } from "hono";
import { requestSignInLink, signInWithLink, signUpPromoter } from "../../../sdk/api/promoter-calls.js";
import { requestLink, SIGN_IN_LINK_SENT, signIn, signUp } from "../promoter/promoter-sign-in.js";
import type { Services } from "../services.js";
import { handleCall } from "./handle-call.js";

// Issue 19: signing up and signing in by an emailed link, the promoter API's calls without a key.

export function registerPromoterSignInRoutes(api: Hono, s: Services): void {
  handleCall(api, signUpPromoter, async ({ body }) => {
    await signUp(s, body);
    return { status: 202 as const, body: { message: SIGN_IN_LINK_SENT } };
  });

  handleCall(api, requestSignInLink, async ({ body }) => {
    await requestLink(s, body.emailAddress);
    return { status: 202 as const, body: { message: SIGN_IN_LINK_SENT } };
  });

  handleCall(api, signInWithLink, async ({ body }) => ({
    status: 201 as const,
    body: await signIn(s, body.token),
  }));
}
