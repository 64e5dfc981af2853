import { z } from "zod/mini";
import { OidSchema } from "../schemas/common.js";
import {
  DomainValidationSchema,
  RemoteSignupPayloadSchema,
  RemoteSignupResultSchema,
} from "../schemas/remote-signup.js";
import { defineCall } from "./define-call.js";
import { badRequest, forbidden, notFound, tooManyRequests } from "./errors.js";

// A promoter's own form on a verified domain (engagement §4 remote signup, §7).

export const validateExternalDomain = defineCall({
  id: "validateExternalDomain",
  method: "GET",
  path: "/external-domain-validation",
  summary: "Whether a domain and hash belong to the promoter's verified domains",
  query: z.object({
    promoterOid: OidSchema,
    domain: z
      .string()
      .check(z.minLength(1))
      .check(z.maxLength(253))
      .check(z.describe("Host, with or without www")),
    hash: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  }),
  responses: { 200: DomainValidationSchema, ...badRequest },
});

// engagement §7 names remote signup without a path; this is the contract's.
export const remoteSignup = defineCall({
  id: "remoteSignup",
  method: "POST",
  path: "/remote-signup",
  summary: "Register a fan from a promoter's form on a verified domain",
  body: RemoteSignupPayloadSchema,
  responses: { 201: RemoteSignupResultSchema, ...badRequest, ...forbidden, ...notFound, ...tooManyRequests },
});

export const remoteSignupCalls = [validateExternalDomain, remoteSignup] as const;
