import { answerCall } from "../../sdk/api/answer-call.js";
import { requestMagicLink } from "../../sdk/api/calls/gatekeeper.js";
import type { ApiClient } from "../../sdk/api/client.js";
import type { MagicLinkAnswer } from "../../sdk/machines/magic-link-answer.js";

/** POST the magic-link request (core-journey §4), its answer as a value (answerCall). */
export const sendMagicLink = (
  client: ApiClient,
  campaignOid: string,
  emailAddress: string,
): Promise<MagicLinkAnswer> =>
  answerCall(client, requestMagicLink, { params: { campaignOid }, body: { emailAddress } });
