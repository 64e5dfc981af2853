import { createHash } from "node:crypto";

/**
 * Issue 22: a fan may tap the served first screen's button (or press Enter in its form, which taps its
 * default button) before its code has arrived. This inline script, right after the served element, marks
 * that tap (`data-served-tap` on the button) instead of letting it vanish; the element replays it once its
 * own render has taken over and removed `data-first-screen` (elements/runtime/served-screen.ts). It listens
 * on the element's shadow root, which the parser has attached by then, so taps that do not leave the root
 * (Enter's) are seen too. Links with an address and form controls work without code and are left alone.
 * A field the fan left is marked `data-served-focusout`, one they pressed Enter in `data-served-keydown`:
 * the element's own field is left, or gets the Enter, once it takes over, so it does what it would have
 * done (a required field left empty says so; Enter trims the value). A press in progress is marked on the
 * element (`data-served-press`, its time, until the finger or button is released anywhere, or the window loses focus):
 * the element does not take over under a finger, which would turn the tap into no click. The script then removes itself: its
 * listeners stay, and the page's scripts are the same as a page without a served screen.
 */
export const SERVED_TAPS_SCRIPT = `(function(h){var r=h&&h.shadowRoot;if(!r)return;r.addEventListener("click",function(e){var b=h.hasAttribute("data-first-screen")&&e.target.closest&&e.target.closest("button,a:not([href]),[role=button],[role=tab]");if(!b)return;e.preventDefault();e.stopPropagation();r.querySelectorAll("[data-served-tap]").forEach(function(o){o.removeAttribute("data-served-tap")});b.setAttribute("data-served-tap","")},true);function m(n){r.addEventListener(n,function(e){if(h.hasAttribute("data-first-screen")&&e.target.matches&&e.target.matches("input,select,textarea")&&(n!="keydown"||e.key=="Enter"))e.target.setAttribute("data-served-"+n,"")},true)}m("focusout");m("keydown");r.addEventListener("pointerdown",function(){if(h.hasAttribute("data-first-screen"))h.setAttribute("data-served-press",Date.now())},true);["pointerup","pointercancel","blur"].forEach(function(n){window.addEventListener(n,function(){h.removeAttribute("data-served-press")},n!="blur")})})(document.currentScript&&document.currentScript.previousElementSibling);document.currentScript&&document.currentScript.remove()`;

/** The script's CSP source: the page allows this one inline script by its hash. */
export const SERVED_TAPS_SOURCE = `'sha256-${createHash("sha256").update(SERVED_TAPS_SCRIPT).digest("base64")}'`;
