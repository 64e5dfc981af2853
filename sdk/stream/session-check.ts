import { answerCall, type CallAnswer, type CallFailure } from "../api/answer-call.js";
import type { CallStatus } from "../api/calls/define-call.js";
import { getStreamUrl, verifySession } from "../api/calls/gatekeeper.js";
import type { ApiClient } from "../api/client.js";
import type { StreamStorage } from "./stream-storage.js";

// The gatekeeper's two calls (engagement §4, issue 15). verify-session without a client id claims the
// magic link, once: the answer's client id is this device's from then on, kept next to the token. The
// stream's address comes from stream-url, for the session this device holds.

/** A refusal either call declares: 401 says the session is over (used, expired or taken over). */
type Refusal = {
  readonly status: Exclude<CallStatus<typeof verifySession> | CallStatus<typeof getStreamUrl>, 200>;
};

/**
 * What the gatekeeper learns from a check: accepted (with the client id this device holds for the
 * session, when known), refused with a status the call declares, or no declared answer at all.
 */
export type SessionAnswer = { readonly status: 200; readonly clientId?: string } | Refusal | CallFailure;

/** The stream's address for the session this device holds, or why not. */
export type StreamUrlAnswer = { readonly status: 200; readonly streamUrl: string } | Refusal | CallFailure;

/** A verify-session answer as the gatekeeper takes it: only the client id of the body matters. */
function sessionAnswer(
  answer: CallAnswer<typeof verifySession>,
  clientId: string | undefined,
): SessionAnswer {
  if (answer.status === "failed") return answer;
  if (answer.status === 200) return { status: 200, ...(clientId && { clientId }) };
  return { status: answer.status };
}

// Claims in flight on this page, by token: the stream element and the register screen may check one
// fresh link at the same moment, and a link is claimed only once.
const claims = new Map<string, Promise<SessionAnswer>>();

async function claim(
  client: ApiClient,
  campaignOid: string,
  sessionToken: string,
  storage: StreamStorage,
): Promise<SessionAnswer> {
  const answer = await answerCall(client, verifySession, { params: { campaignOid }, body: { sessionToken } });
  const clientId = answer.status === 200 ? answer.data.clientId : undefined;
  if (clientId && storage.readSessionToken(campaignOid) === sessionToken) {
    storage.writeClientId(campaignOid, clientId);
  }
  // Refused: another tab of this device may have claimed the same link a moment before.
  if (answer.status === 401) {
    const stored = storage.readClientId(campaignOid);
    if (stored && storage.readSessionToken(campaignOid) === sessionToken) {
      return check(client, campaignOid, { sessionToken, clientId: stored });
    }
  }
  return sessionAnswer(answer, clientId);
}

async function check(
  client: ApiClient,
  campaignOid: string,
  session: { sessionToken: string; clientId: string },
): Promise<SessionAnswer> {
  const answer = await answerCall(client, verifySession, { params: { campaignOid }, body: session });
  return sessionAnswer(answer, session.clientId);
}

/** One verify-session call: a claim without a client id (shared by concurrent callers), else a check. */
export function verifyStreamSession(
  client: ApiClient,
  campaignOid: string,
  session: { sessionToken: string; clientId?: string | undefined },
  storage: StreamStorage,
): Promise<SessionAnswer> {
  const { sessionToken, clientId } = session;
  if (clientId) return check(client, campaignOid, { sessionToken, clientId });
  const pending = claims.get(sessionToken);
  if (pending) return pending;
  const claiming = claim(client, campaignOid, sessionToken, storage).finally(() =>
    claims.delete(sessionToken),
  );
  claims.set(sessionToken, claiming);
  return claiming;
}

/** The stream's address for the session this device holds; the status says why not (401, 403, failed). */
export async function fetchStreamUrl(
  client: ApiClient,
  campaignOid: string,
  session: { sessionToken: string; clientId: string },
): Promise<StreamUrlAnswer> {
  const answer = await answerCall(client, getStreamUrl, { params: { campaignOid }, body: session });
  if (answer.status === "failed") return answer;
  return answer.status === 200
    ? { status: 200, streamUrl: answer.data.streamUrl }
    : { status: answer.status };
}
