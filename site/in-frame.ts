import { MODAL_QUERY } from "../sdk/loader/protocol-constants.js";

/**
 * Whether this page runs inside a frame: the loader's register modal (`?embed=modal`, docs/embedding.md)
 * or any other page's iframe. Comparing the window with its top is allowed across origins.
 */
export function runsInFrame(win: { self: unknown; top: unknown; location: { search: string } }): boolean {
  const [key, value] = MODAL_QUERY.split("=");
  return win.self !== win.top || new URLSearchParams(win.location.search).get(key ?? "") === value;
}
