import { createSheet } from "../runtime/styles.js";

/** The payment screen; the card fields themselves are light DOM (card-fields-sheet.ts). */
export const paymentSheet = createSheet(`
.charge { font-size: 18px; font-weight: 600; margin-block: 0 20px; }
.card-details { border: 0; padding: 0; margin: 0 0 8px; min-inline-size: 0; }
.card-details > legend { font-weight: 700; font-size: 16px; margin-block-end: 12px; padding: 0; }
.test-mode {
  font-size: 14px; color: var(--_text); background: #f1eff6; border-radius: var(--_radius);
  padding: 10px 12px; margin-block: 0 20px;
}
.message-list { margin: 0 0 16px; padding: 0; list-style: none; }
.message-list .snackbar { margin-block-end: 8px; }
.notice { margin-block: 8px 16px; }
`);
