import { callApi } from "../api/call-api.js";
import { getStreamUrl, verifySession } from "../api/calls/gatekeeper.js";
import type { ApiClient } from "../api/client.js";
import { ApiError } from "../api/errors.js";
import type { StreamStorage } from "./stream-storage.js";

// The gatekeeper's two calls (engagement §4, issue 15). verify-session without a client id claims the
// login link, once: the answer's client id is this device's from then on, kept next to the token. The
// stream's address comes from stream-url, for the session this device holds.

export interface SessionAnswer {
  /** 0 when the call did not reach the server. */
  readonly status: number;
  /** Issued by a claim. */
  readonly clientId?: string;
}

/** The status of a failed call: the server's, or 0 when it was not reached. */
const failedStatus = (error: unknown): number => (error instanceof ApiError ? error.statusCode : 0);

// Claims in flight on this page, by token: the stream element and the register screen may check one
// fresh link at the same moment, and a link is claimed only once.
const claims = new Map<string, Promise<SessionAnswer>>();

async function claim(
  client: ApiClient,
  campaignOid: string,
  sessionToken: string,
  storage: StreamStorage,
): Promise<SessionAnswer> {
  let status: number;
  let clientId: string | undefined;
  try {
    const answer = await callApi(client, verifySession, { params: { campaignOid }, body: { sessionToken } });
    status = answer.status;
    if (answer.status === 200) clientId = answer.data.clientId;
  } catch (error) {
    status = failedStatus(error);
  }
  if (clientId && storage.readSessionToken(campaignOid) === sessionToken) {
    storage.writeClientId(campaignOid, clientId);
  }
  // Refused: another tab of this device may have claimed the same link a moment before.
  if (status === 401) {
    const stored = storage.readClientId(campaignOid);
    if (stored && storage.readSessionToken(campaignOid) === sessionToken) {
      return check(client, campaignOid, { sessionToken, clientId: stored });
    }
  }
  return { status, ...(clientId && { clientId }) };
}

async function check(
  client: ApiClient,
  campaignOid: string,
  session: { sessionToken: string; clientId: string },
): Promise<SessionAnswer> {
  try {
    const answer = await callApi(client, verifySession, { params: { campaignOid }, body: session });
    return { status: answer.status, clientId: session.clientId };
  } catch (error) {
    return { status: failedStatus(error) };
  }
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

/** The stream's address for the session this device holds; the status says why not (401, 403, 0). */
export async function fetchStreamUrl(
  client: ApiClient,
  campaignOid: string,
  session: { sessionToken: string; clientId: string },
): Promise<{ status: number; streamUrl?: string }> {
  try {
    const answer = await callApi(client, getStreamUrl, { params: { campaignOid }, body: session });
    return answer.status === 200
      ? { status: 200, streamUrl: answer.data.streamUrl }
      : { status: answer.status };
  } catch (error) {
    return { status: failedStatus(error) };
  }
}
