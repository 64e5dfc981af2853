import { getTourPreview, previewCampaign, previewFan } from "../api/calls/lookup.js";
import { ApiError } from "../api/errors.js";
import { PREVIEW_TOKEN_HEADER } from "./messages.js";

/** The only calls a preview page makes: they store nothing (engagement §7). */
export const PREVIEW_CALL_PATHS: readonly string[] = [
  getTourPreview.path,
  previewCampaign.path,
  previewFan.path,
];

export interface PreviewSession {
  /** The token of the last trusted message, sent with every preview call. */
  token: string | undefined;
  /** The localised 'This is not available while in preview mode'. */
  refusal: string;
}

/**
 * The fetch of every API client in preview mode (engagement §6: "most writes are no-ops", "preview skips
 * fetches"): the preview calls go out with the preview token; any other call (register, actions, page
 * views, fan lookups) never reaches the network and fails with the preview refusal, so a screen shows
 * it instead of pretending something was saved.
 */
export function createPreviewFetch(
  session: PreviewSession,
  base: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://x");
    const allowed = PREVIEW_CALL_PATHS.some((path) => url.pathname.endsWith(path));
    if (!allowed || !session.token) throw new ApiError(session.refusal, 403);
    const headers = new Headers(init?.headers);
    headers.set(PREVIEW_TOKEN_HEADER, session.token);
    return base(input, { ...init, headers });
  };
}
