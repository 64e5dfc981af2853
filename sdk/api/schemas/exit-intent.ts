import { z } from "zod";
import { OidSchema } from "./common.js";
import { AccountFieldsSchema } from "./registration-packet.js";

/** engagement §2: the alternative registration modal, shown on leaving or once a campaign ended. */
export const ExitIntentKindSchema = z.enum(["exit", "ended"]).meta({ id: "ExitIntentKind" });

/** engagement §4 exit-intent states, kept in the session. */
export const ExitIntentStateSchema = z
  .enum(["init", "waiting", "filled", "discarded", "actioned", "done"])
  .meta({ id: "ExitIntentState" });

/** What the modal's steps collect: email (1), profile (2), bonus (3). */
const ExitIntentFieldsSchema = AccountFieldsSchema.pick({
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
export const ExitIntentRecordSchema = ExitIntentFieldsSchema.extend({
  oid: OidSchema,
  campaignOid: OidSchema,
  intent: ExitIntentKindSchema,
  status: ExitIntentStateSchema.optional(),
}).meta({ id: "ExitIntentRecord" });

/** Body of POST /campaign-exit-intent (sent when step 1, the email sign-up, succeeds). */
export const ExitIntentCreatePayloadSchema = ExitIntentFieldsSchema.extend({
  campaignOid: OidSchema,
  intent: ExitIntentKindSchema,
  status: ExitIntentStateSchema.optional(),
}).meta({ id: "ExitIntentCreatePayload" });

/** Body of PATCH /campaign-exit-intent/{oid} (profile and bonus steps). */
export const ExitIntentUpdatePayloadSchema = ExitIntentFieldsSchema.extend({
  status: ExitIntentStateSchema.optional(),
}).meta({ id: "ExitIntentUpdatePayload" });

export type ExitIntentKind = z.infer<typeof ExitIntentKindSchema>;
export type ExitIntentState = z.infer<typeof ExitIntentStateSchema>;
export type ExitIntentRecord = z.infer<typeof ExitIntentRecordSchema>;
export type ExitIntentCreatePayload = z.infer<typeof ExitIntentCreatePayloadSchema>;
export type ExitIntentUpdatePayload = z.infer<typeof ExitIntentUpdatePayloadSchema>;
