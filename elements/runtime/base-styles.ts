import { createSheet } from "./styles.js";

/**
 * What every element shares. Sizes are in px/em off a base set on :host, never rem: rem follows the
 * host page's <html> font size. Public theming: --campaign-color (default #7344c0), --campaign-font-family,
 * --campaign-text-color, --campaign-surface, --campaign-radius. Read into private properties so a page
 * can set the public ones anywhere above the element.
 */
export const baseCss = /* css */ `
:host {
  --_color: var(--campaign-color, #7344c0);
  --_text: var(--campaign-text-color, #1b1b1f);
  --_muted: var(--campaign-muted-color, #5c5c66);
  --_surface: var(--campaign-surface, #ffffff);
  --_radius: var(--campaign-radius, 8px);
  --_error: #fc4349;
  display: block;
  contain: content;
  font-family: var(--campaign-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  font-size: 16px;
  line-height: 1.5;
  color: var(--_text);
  text-align: start;
  /* Inherited text properties a host page may set on an ancestor: reset, not leaked in. */
  font-weight: 400;
  font-style: normal;
  font-variant: normal;
  letter-spacing: normal;
  word-spacing: normal;
  text-transform: none;
  text-indent: 0;
  text-shadow: none;
  white-space: normal;
  cursor: auto;
  /* Long names without spaces (80 characters, emoji, Arabic) wrap instead of widening the screen; unlike
     break-word, anywhere also lowers the min-content width that flex and grid items size by. */
  overflow-wrap: anywhere;
}
:host([hidden]) { display: none; }
/* While the campaign loads, the first screen's height stays held (reserved-height.ts): the host's own
   figure, else the autoloader's for this element, at most the viewport's height. */
:host(:state(loading)) {
  min-block-size: var(--campaign-reserved-height, min(var(--campaign-first-screen, 0px), 100svh));
}
*, *::before, *::after { box-sizing: border-box; }
.wrapper { font-size: 1em; }
h1, h2, h3 { line-height: 1.25; margin-block: 0 0.5em; }
p { margin-block: 0 1em; }
a { color: var(--_color); }
:focus-visible { outline: 3px solid var(--_color); outline-offset: 2px; }
/* A field scrolled to (the first invalid one, a focus by keyboard) stays clear of the host's sticky bar
   and of the element's own sticky header, and of the action bar at the bottom. */
input, select, textarea, button {
  scroll-margin-block: calc(var(--campaign-sticky-top, 0px) + 72px) 88px;
}
img { max-inline-size: 100%; block-size: auto; }
.visually-hidden {
  position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap;
}
.status { padding: 1em; color: var(--_muted); }
.error-text { color: #b3261e; }
/* A button that reads as a link (read more, more info, resend): shared by every screen. */
.link-button {
  font: inherit; color: var(--_color); background: none; border: 0; padding: 4px 0; cursor: pointer;
  text-decoration: underline; font-weight: 600; min-block-size: 32px;
}
.link-button:disabled { color: var(--_muted); cursor: not-allowed; }
/* The skeleton (skeleton.tsx): a screen's loading state, here so it shows before anything else loads.
   The pulse runs only for fans who accept motion. */
.skeleton { display: grid; gap: 12px; padding: 16px; }
.skeleton-message { margin: 0; color: var(--_muted); }
.bone { display: block; block-size: 16px; border-radius: var(--_radius); background: #ebe9f0; }
.b-h, .b-p { block-size: auto; aspect-ratio: 16 / 9; }
.b-t { block-size: 28px; inline-size: 60%; }
.b-s { inline-size: 40%; }
.b-f, .b-b { block-size: 48px; }
.b-k { block-size: 24px; inline-size: 80%; }
.b-c { block-size: 88px; }
.b-T { block-size: 120px; }
@media (prefers-reduced-motion: no-preference) {
  .bone { animation: skeleton-pulse 1.4s ease-in-out infinite; }
  @keyframes skeleton-pulse { 50% { opacity: 0.5; } }
}
`;

export const baseSheet = createSheet(baseCss);
