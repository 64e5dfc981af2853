/**
 * The remote-signup frame's answers (docs/embedding.md "Remote signup", version 1), in zod/mini so a
 * third-party form's helper stays small. The frame parses what it receives with its own schemas
 * (site/widget/remote-signup-rules.ts); these parse what it answers.
 */
import * as z from "zod/mini";

export const REMOTE_SIGNUP_VERSION = 1;
const v = z.literal(REMOTE_SIGNUP_VERSION);

export const RemoteSignupFieldSchema = z.object({
  key: z.string(),
  name: z.string(),
  required: z.boolean(),
});

export const RemoteSignupAnswerSchema = z.discriminatedUnion("action", [
  z.object({ v, action: z.literal("ready") }),
  z.object({
    v,
    action: z.literal("config"),
    config: z.object({
      campaignOid: z.string(),
      campaignName: z.string(),
      fields: z.array(RemoteSignupFieldSchema),
      /** The campaign's custom fields: send each answer under its key (a list for dropdown-multi). */
      customFields: z.optional(
        z.array(
          z.object({
            key: z.string(),
            name: z.string(),
            type: z.string(),
            required: z.boolean(),
            options: z.optional(z.array(z.string())),
          }),
        ),
      ),
    }),
  }),
  z.object({
    v,
    action: z.literal("submitResult"),
    success: z.boolean(),
    errors: z.optional(z.record(z.string(), z.string())),
  }),
  z.object({ v, action: z.literal("error"), success: z.literal(false), error: z.string() }),
]);
export type RemoteSignupAnswer = z.infer<typeof RemoteSignupAnswerSchema>;
export type RemoteSignupConfig = Extract<RemoteSignupAnswer, { action: "config" }>["config"];
export type RemoteSignupField = z.infer<typeof RemoteSignupFieldSchema>;
export type RemoteSignupResult = Omit<
  Extract<RemoteSignupAnswer, { action: "submitResult" }>,
  "v" | "action"
>;

/**
 * What a form sends: the values by field key (engagement §5 rules apply in the frame); a custom field's
 * answer by its key, a list for dropdown-multi.
 */
export type RemoteSignupForm = Partial<Record<string, string | string[]>>;
