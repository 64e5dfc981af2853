import { createSheet } from "../runtime/styles.js";

/** The donation screen: the amount input with its currency prefix. */
export const donateSheet = createSheet(`
.amount-row { display: flex; align-items: stretch; }
.amount-row .prefix {
  display: grid; place-items: center; min-inline-size: 48px; padding-inline: 12px; flex: none;
  font-size: 18px; font-weight: 600; background: #f1eff6; color: var(--_text);
  border: 1px solid #8c8c96; border-inline-end: 0;
  border-start-start-radius: var(--_radius); border-end-start-radius: var(--_radius);
}
.amount-row input[type="number"] {
  font-size: 20px; border-start-start-radius: 0; border-end-start-radius: 0;
}
.muted { color: var(--_muted); }
`);
