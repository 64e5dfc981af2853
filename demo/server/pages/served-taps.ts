import { createHash } from "node:crypto";

/**
 * Issue 22: a fan may tap the served first screen's button before its code has arrived. This inline script,
 * the page's first, marks that tap (`data-served-tap` on the button) instead of letting it vanish; the
 * element replays it once its own render has taken over (elements/runtime/served-screen.ts). A tap counts
 * while the element is served (`data-first-screen`) or being taken over (its client holder still hidden).
 * Links with an address and form controls work without code and are left alone.
 */
export const SERVED_TAPS_SCRIPT = `document.addEventListener("click",function(e){var t=e.composedPath()[0],r=t&&t.getRootNode&&t.getRootNode(),h=r&&r.host;if(!h||!(h.hasAttribute("data-first-screen")||r.querySelector("[data-client-screen][hidden]")))return;var b=t.closest&&t.closest("button,a:not([href]),[role=button],[role=tab]");if(!b)return;e.preventDefault();r.querySelectorAll("[data-served-tap]").forEach(function(o){o.removeAttribute("data-served-tap")});b.setAttribute("data-served-tap","")},true)`;

/** The script's CSP source: the page allows this one inline script by its hash. */
export const SERVED_TAPS_SOURCE = `'sha256-${createHash("sha256").update(SERVED_TAPS_SCRIPT).digest("base64")}'`;
