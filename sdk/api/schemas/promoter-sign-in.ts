import { z } from "zod/mini";
import { OidSchema } from "./common.js";
import { withMeta } from "./meta.js";

// Issue 19: a promoter without a key signs up or signs in by a link emailed to them (the console's
// "Email me a sign-in link"); opening the link gives the console an API key of its own.

const EmailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(3),
    z.maxLength(254),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "an email address"),
  );

export const PromoterSignUpSchema = withMeta(
  z.object({
    name: z.string().check(z.trim(), z.minLength(1, "a name"), z.maxLength(120)),
    emailAddress: EmailSchema,
  }),
  { id: "PromoterSignUp" },
);

export const SignInLinkRequestSchema = withMeta(z.object({ emailAddress: EmailSchema }), {
  id: "SignInLinkRequest",
});

export const SignInSchema = withMeta(
  z.object({ token: z.string().check(z.minLength(16), z.maxLength(200)) }),
  { id: "SignIn" },
);

/** The same answer whether the address is known or not: nothing tells who is a promoter. */
export const SignInLinkSentSchema = withMeta(z.object({ message: z.string() }), { id: "SignInLinkSent" });

export const SignedInSchema = withMeta(
  z.object({
    promoterOid: OidSchema,
    name: z.string(),
    key: z.string().check(z.describe("An API key for this sign-in, shown once; revoke it like any key")),
  }),
  { id: "SignedIn" },
);
