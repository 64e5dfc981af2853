import { createSheet } from "../runtime/styles.js";

/** Fields, buttons and feedback shared by every form screen. Errors: red border #fc4349 (core-journey §5). */
export const formSheet = createSheet(`
.field { display: flex; flex-direction: column; gap: 6px; margin-block-end: 18px; }
.field > label, .field > .label, fieldset > legend { font-weight: 600; font-size: 14px; }
.optional { font-weight: 400; color: var(--_muted); }
input[type="text"], input[type="email"], input[type="tel"], input[type="number"], select {
  font: inherit; font-size: 16px; color: var(--_text); background: var(--_surface);
  inline-size: 100%; min-block-size: 48px; padding: 10px 12px;
  border: 1px solid #8c8c96; border-radius: var(--_radius);
}
input:focus-visible, select:focus-visible { outline: 3px solid var(--_color); outline-offset: 1px; }
[aria-invalid="true"] { border-color: #fc4349; box-shadow: 0 0 0 1px #fc4349; }
.feedback { color: #b3261e; font-size: 14px; margin: 0; }
.hint, .counter { color: var(--_muted); font-size: 13px; margin: 0; }
fieldset { border: 0; padding: 0; margin: 0 0 18px; min-inline-size: 0; }
/* A legend's default 2px inline padding set it off from the field labels above and below. */
fieldset > legend { padding: 0; }
fieldset[data-invalid="true"] .check-box { border-color: #fc4349; }
/* A date keeps its digits left to right, lined up with the other fields' start in Arabic. */
.wrapper[dir="rtl"] input[inputmode="numeric"][dir="ltr"] { text-align: end; }
.phone-row { display: flex; gap: 8px; }
.phone-row select { flex: 0 0 38%; }
.phone-row input { flex: 1 1 auto; min-inline-size: 0; }
/* On a phone 38% cut the country name off ("+61 Austra"): the number needs less room than it has. */
@media (max-width: 575px) { .phone-row select { flex-basis: 48%; } }
.check { display: flex; align-items: flex-start; gap: 10px; margin-block: 10px; font-size: 14px; }
.check input { inline-size: 22px; block-size: 22px; margin: 0; flex: none; accent-color: var(--_color); }
.check[data-invalid="true"] input { outline: 2px solid #fc4349; outline-offset: 1px; }
.button {
  font: inherit; font-weight: 700; font-size: 16px; cursor: pointer;
  inline-size: 100%; min-block-size: 48px; padding: 12px 20px;
  color: #fff; background: var(--_color); border: 0; border-radius: var(--_radius);
}
.button:disabled { opacity: 0.55; cursor: not-allowed; }
.button.secondary { color: var(--_color); background: transparent; border: 2px solid var(--_color); }
.code-input { letter-spacing: 0.3em; text-transform: uppercase; font-size: 22px; text-align: center; }
`);
