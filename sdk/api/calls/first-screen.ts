import { z } from "zod/mini";
import { LanguageSchema } from "../schemas/common.js";
import { defineCall } from "./define-call.js";
import { badRequest, notFound } from "./errors.js";

// Issue 22: a promoter's server puts an element's first screen into its own page's HTML, as the hosted
// site does (docs/embedding-server-rendered.md).

/** The elements whose first screen the server renders (a visitor's first view needs nobody's account). */
export const SERVED_ELEMENTS = ["campaign-welcome", "campaign-register"] as const;

export const FirstScreenSchema = z.object({
  html: z
    .string()
    .check(
      z.describe(
        "The element with its shadow root as declarative shadow DOM, to place in the page's body as it is",
      ),
    ),
  styleSource: z
    .string()
    .check(z.describe("The CSP source ('sha256-…') of the one inline <style> inside it, for style-src")),
  scriptSource: z
    .string()
    .check(
      z.describe(
        "The CSP source ('sha256-…') of the inline <script> after it, which keeps a tap made before the code, for script-src",
      ),
    ),
  language: LanguageSchema,
});
export type FirstScreen = z.infer<typeof FirstScreenSchema>;

export const getFirstScreen = defineCall({
  id: "getFirstScreen",
  method: "GET",
  path: "/first-screen",
  summary: "An element's first screen for a campaign as HTML (declarative shadow DOM), for a page's server",
  query: z.object({
    uri: z
      .string()
      .check(z.minLength(1))
      .check(z.maxLength(200))
      .check(z.describe("The campaign's uri (p/demo-presale)")),
    element: z.enum(SERVED_ELEMENTS).check(z.describe("The element whose first screen is rendered")),
    lang: z.optional(LanguageSchema).check(z.describe("The language; default: the campaign's")),
  }),
  responses: { 200: FirstScreenSchema, ...badRequest, ...notFound },
});
