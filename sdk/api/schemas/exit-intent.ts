import { z } from "zod/mini";
import { OidSchema } from "./common.js";
import { withMeta } from "./meta.js";
import { AccountFieldsSchema } from "./registration-packet.js";

/** engagement §2: the alternative registration modal, shown on leaving or once a campaign ended. */
export const ExitIntentKindSchema = withMeta(z.enum(["exit", "ended"]), { id: "ExitIntentKind" });

/** engagement §4 exit-intent states, kept in the session. */
export const ExitIntentStateSchema = withMeta(
  z.enum(["init", "waiting", "filled", "discarded", "actioned", "done"]),
  { id: "ExitIntentState" },
);

/** What the modal's steps collect: email (1), profile (2), bonus (3). */
const ExitIntentFieldsSchema = z.pick(AccountFieldsSchema, {
  emailAddress: true,
  firstName: true,
  lastName: true,
  mobileNumber: true,
  country: true,
  state: true,
  postcode: true,
  dob: true,
  gender: true,
});

/** engagement §3 "Exit-intent record": campaignOid and intent, plus what the fan gave. */
export const ExitIntentRecordSchema = withMeta(
  z.extend(ExitIntentFieldsSchema, {
    oid: OidSchema,
    campaignOid: OidSchema,
    intent: ExitIntentKindSchema,
    status: z.optional(ExitIntentStateSchema),
  }),
  { id: "ExitIntentRecord" },
);

/**
 * The 201 of POST /campaign-exit-intent: the record and the secret that changes it (sent back in every
 * PATCH; the server keeps only its hash). Without it only the record's fan, by its token, may change it.
 */
export const ExitIntentCreatedSchema = withMeta(
  z.extend(ExitIntentRecordSchema, {
    secret: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  }),
  { id: "ExitIntentCreated" },
);

/** Body of POST /campaign-exit-intent (sent when step 1, the email sign-up, succeeds). */
export const ExitIntentCreatePayloadSchema = withMeta(
  z.extend(ExitIntentFieldsSchema, {
    campaignOid: OidSchema,
    intent: ExitIntentKindSchema,
    status: z.optional(ExitIntentStateSchema),
  }),
  { id: "ExitIntentCreatePayload" },
);

/** Body of PATCH /campaign-exit-intent/{oid} (profile and bonus steps, states). */
export const ExitIntentUpdatePayloadSchema = withMeta(
  z.extend(ExitIntentFieldsSchema, {
    status: z.optional(ExitIntentStateSchema),
    /** The create answer's secret; may be left out only by the record's own fan (x-auth-token). */
    secret: z.optional(z.string().check(z.minLength(1)).check(z.maxLength(200))),
  }),
  { id: "ExitIntentUpdatePayload" },
);

export type ExitIntentKind = z.infer<typeof ExitIntentKindSchema>;
export type ExitIntentState = z.infer<typeof ExitIntentStateSchema>;
export type ExitIntentRecord = z.infer<typeof ExitIntentRecordSchema>;
export type ExitIntentCreated = z.infer<typeof ExitIntentCreatedSchema>;
export type ExitIntentCreatePayload = z.infer<typeof ExitIntentCreatePayloadSchema>;
export type ExitIntentUpdatePayload = z.infer<typeof ExitIntentUpdatePayloadSchema>;
