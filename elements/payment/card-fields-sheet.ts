import { createSheet } from "../runtime/styles.js";

// The card fields live in the element's light DOM (Stripe's iframes cannot mount in a shadow root,
// sdk/payment/provider.ts), where the shadow sheets do not reach. This sheet is adopted by the root
// that holds the element (the document, or an enclosing shadow root): adoptedStyleSheets pass a strict
// CSP (`style-src 'self'`). Every selector is wrapped in :where() (specificity 0), so a host page's own
// rules for the campaign-card-* classes win. Slotted nodes inherit from the slot, so the element's
// theme properties (--_color, --_radius…) reach them. Values follow elements/form/form-styles.ts.
const cardFieldsCss = /* css */ `
:where(.campaign-card-fields) { display: flex; flex-direction: column; }
:where(.campaign-card-field) { display: flex; flex-direction: column; gap: 6px; margin-block-end: 18px; }
:where(.campaign-card-label) { font-weight: 600; font-size: 14px; }
:where(.campaign-card-input) {
  box-sizing: border-box; inline-size: 100%; min-block-size: 48px; padding: 10px 12px;
  font: inherit; font-size: 16px; color: var(--_text, #1b1b1f); background: var(--_surface, #ffffff);
  border: 1px solid #8c8c96; border-radius: var(--_radius, 8px);
}
:where(div.campaign-card-input) { padding-block: 14px; }
:where(.campaign-card-input:focus-visible, .campaign-card-input.StripeElement--focus) {
  outline: 3px solid var(--_color, #7344c0); outline-offset: 1px;
}
:where(.campaign-card-field[data-invalid="true"] .campaign-card-input, .campaign-card-input.StripeElement--invalid) {
  border-color: #fc4349; box-shadow: 0 0 0 1px #fc4349;
}
:where(.campaign-card-error) { margin: -12px 0 18px; color: #b3261e; font-size: 14px; }
`;

const sheet = createSheet(cardFieldsCss);

/** Styles the light-DOM card fields of `host` (once per root; a no-op without constructable sheets). */
export function adoptCardFieldsSheet(host: Element): void {
  const root = host.getRootNode();
  if (!sheet || !(root instanceof Document || root instanceof ShadowRoot)) return;
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
