import { z } from "zod/mini";
import type { GatekeeperStatus } from "../api/schemas/gatekeeper.js";
import { SESSION_REVALIDATE_MS } from "../machines/gatekeeper-session.js";

// engagement §4 "Live stream player and gatekeeper": what <campaign-stream> shows. The stream itself
// shows only for a livestream that is live now, to a fan with a register action on the provider
// channel, whose payment is validated when one is required, and whose session the gatekeeper validated.

export type StreamView =
  /** Not a livestream: nothing. */
  | "none"
  /** Not live yet: 'stream starting soon' with the start time. */
  | "upcoming"
  /** Live, but no stream URL: 'stream starting soon' (or the campaign's customLive text). */
  | "starting-soon"
  /** The gatekeeper is checking the session. */
  | "checking"
  /** A visitor: register to watch. */
  | "register"
  /** Registered but the payment the campaign requires is not validated. */
  | "pay"
  /** invalid (a stored token rejected): 'Your login has expired!' with get-new-link and sign-up. */
  | "expired"
  /** not-validating, or a fan without a stored token: a play button that requests a magic link. */
  | "play"
  | "player";

export interface StreamFacts {
  readonly isLivestream: boolean;
  readonly isLiveNow: boolean;
  /** The campaign has a stream to show: its URL, or (gated sessions) the channel that stands for it. */
  readonly hasStreamUrl: boolean;
  /** The player's address is known: a gated stream's comes from the stream-url call once validated. */
  readonly hasPlayerUrl: boolean;
  readonly gatekeeper: GatekeeperStatus;
  /** A session token was stored for this campaign (from a magic link). */
  readonly hasSessionToken: boolean;
  /** "unknown" while the fan packet loads. */
  readonly fan: "unknown" | "visitor" | "fan";
  /** The fan has a register action on the provider channel. */
  readonly registeredOnProvider: boolean;
  readonly paymentRequired: boolean;
  readonly paymentValidated: boolean;
}

/** What shows, the player's address aside. */
function viewOf(facts: StreamFacts): StreamView {
  if (!facts.isLivestream) return "none";
  if (!facts.isLiveNow) return "upcoming";
  if (!facts.hasStreamUrl) return "starting-soon";
  switch (facts.gatekeeper) {
    case "validating":
      return "checking";
    case "invalid":
      // engagement §4: invalid is a token present but rejected. Without any token nothing expired: a fan
      // gets the play button (it requests a magic link), a visitor registers first.
      if (facts.hasSessionToken) return "expired";
      if (facts.fan === "unknown") return "checking";
      return facts.fan === "fan" ? "play" : "register";
    case "not-validating":
      return "play";
    case "validated":
      break;
    default:
      return facts.gatekeeper satisfies never;
  }
  // A validated session signs the fan in; the fan packet may still be on its way.
  if (facts.fan === "unknown") return "checking";
  if (facts.fan === "visitor" || !facts.registeredOnProvider) return "register";
  if (facts.paymentRequired && !facts.paymentValidated) return "pay";
  return "player";
}

export function streamView(facts: StreamFacts): StreamView {
  const view = viewOf(facts);
  return view === "player" && !facts.hasPlayerUrl ? "checking" : view;
}

/** Everything lets the player show but its address: time to ask the stream-url call for it. */
export const awaitsStreamUrl = (facts: StreamFacts): boolean =>
  !facts.hasPlayerUrl && viewOf(facts) === "player";

/** The `verify-interval` attribute: whole seconds, at most a day. */
export const VerifyIntervalSchema = z.number().check(z.int()).check(z.gte(1)).check(z.lte(86_400));

/** Milliseconds between two checks of a validated session: the attribute's, else SESSION_REVALIDATE_MS. */
export function revalidateMsFrom(seconds: unknown): number {
  const parsed = VerifyIntervalSchema.safeParse(seconds);
  return parsed.success ? parsed.data * 1000 : SESSION_REVALIDATE_MS;
}
