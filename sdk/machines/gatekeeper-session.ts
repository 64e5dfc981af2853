import type { GatekeeperStatus } from "../api/schemas/gatekeeper.js";
import type { SessionAnswer } from "../stream/session-check.js";
import { defineMachine, type Snapshot } from "./machine.js";

// core-journey §4 / engagement §4 "Gatekeeper session validation". The states are the statuses:
// validating (in progress or not yet checked), validated, invalid (a token present but rejected),
// not-validating.

/**
 * How often a validated session is checked again (core-journey §9 names the interval without its value).
 * Short, because the first viewer must learn soon that a second one took the seat over (issue 6: 'Your
 * login has expired!' within seconds); a check is one small POST.
 */
export const SESSION_REVALIDATE_MS = 5_000;

export interface GatekeeperSessionContext {
  readonly sessionToken?: string;
  /** Issued by the server when this device claimed the link (issue 15); absent until then. */
  readonly clientId?: string;
  readonly revalidateMs: number;
}

export type GatekeeperSessionEvent =
  /** Start the check with the campaign's setting, the stored session token and this device's client id. */
  | { type: "CHECK"; gatedSessions: boolean; sessionToken?: string; clientId?: string }
  /**
   * The answer of POST /campaign-fan/{campaignOid}/verify-session; a claim's answer carries the client
   * id the server issued. Also a refused stream-url call (401, 403).
   */
  | ({ type: "SESSION_ANSWERED" } & SessionAnswer)
  /** The re-verification timer fired. */
  | { type: "REVALIDATE" }
  /** The viewer arrived with a new magic link's token. */
  | { type: "TOKEN_RECEIVED"; sessionToken: string };

export type GatekeeperSessionEffect =
  /** Without a client id the call claims the link; with one it checks the session this device holds. */
  | { type: "verifySession"; sessionToken: string; clientId?: string }
  | { type: "scheduleRevalidation"; ms: number }
  | { type: "cancelRevalidation" };

export type GatekeeperSessionSnapshot = Snapshot<GatekeeperStatus, GatekeeperSessionContext>;

export const initialGatekeeperSession = (
  revalidateMs = SESSION_REVALIDATE_MS,
): GatekeeperSessionSnapshot => ({
  state: "validating",
  context: { revalidateMs },
});

const verifySession = (sessionToken: string, clientId: string | undefined) => ({
  type: "verifySession" as const,
  sessionToken,
  ...(clientId !== undefined && { clientId }),
});

/** A re-check needs the client id: a session this device never claimed is not checked again. */
const revalidate = ({ sessionToken, clientId }: GatekeeperSessionContext) =>
  sessionToken && clientId ? { effects: [verifySession(sessionToken, clientId)] } : undefined;

const restart = (_: GatekeeperSessionContext, { sessionToken }: { sessionToken: string }) => ({
  target: "validating" as const,
  context: { sessionToken, clientId: undefined },
  effects: [verifySession(sessionToken, undefined)],
});

/**
 * A verify answer: accepted keeps (or makes) the session validated, keeps a newly issued client id and
 * schedules the next check; 401 means the link was used elsewhere or a newer login took over (invalid,
 * 'Your login has expired!'); a failed call neither accepts nor rejects the token: not-validating, whose
 * play button requests a new link.
 */
const answered = ({ revalidateMs }: GatekeeperSessionContext, answer: SessionAnswer) => {
  if (answer.status === 200) {
    const { clientId } = answer;
    return {
      target: "validated" as const,
      ...(clientId !== undefined && { context: { clientId } }),
      effects: [{ type: "scheduleRevalidation" as const, ms: revalidateMs }],
    };
  }
  const target = answer.status === 401 ? ("invalid" as const) : ("not-validating" as const);
  return { target, effects: [{ type: "cancelRevalidation" as const }] };
};

export const gatekeeperSessionMachine = defineMachine<
  GatekeeperStatus,
  GatekeeperSessionEvent,
  GatekeeperSessionContext,
  GatekeeperSessionEffect
>({
  id: "gatekeeper-session",
  states: {
    validating: {
      // Without gated sessions the campaign is validated at once; without a stored token, invalid.
      CHECK: (_, { gatedSessions, sessionToken, clientId }) => {
        if (!gatedSessions) return { target: "validated" };
        if (!sessionToken) return { target: "invalid" };
        return { context: { sessionToken, clientId }, effects: [verifySession(sessionToken, clientId)] };
      },
      SESSION_ANSWERED: answered,
    },
    // Re-verification keeps the player while it runs: the status stays validated until an answer.
    validated: {
      REVALIDATE: revalidate,
      SESSION_ANSWERED: answered,
    },
    invalid: { TOKEN_RECEIVED: restart },
    "not-validating": { TOKEN_RECEIVED: restart },
  },
});
