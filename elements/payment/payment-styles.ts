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
/* issue 20: the order's summary after a purchase or a donation (docs/design.md). */
.order { margin-block: 16px 8px; }
.thank-you { font-size: 20px; line-height: 28px; font-weight: 700; margin-block: 0 16px; }
.order-title { font-size: 16px; line-height: 24px; font-weight: 700; margin-block: 0 8px; }
.order-lines { list-style: none; margin: 0; padding: 0; border-block: 1px solid #dcdae3; }
.order-line { display: flex; flex-wrap: wrap; gap: 4px 8px; padding-block: 8px; }
.order-line + .order-line { border-block-start: 1px solid #dcdae3; }
.order-item { flex: 1 1 12em; min-inline-size: 0; overflow-wrap: anywhere; }
.order-quantity { color: var(--_muted, #5c5866); }
.order-price { margin-inline-start: auto; font-variant-numeric: tabular-nums; }
.order-facts { margin: 8px 0 0; }
.order-facts > div { display: flex; justify-content: space-between; gap: 8px; padding-block: 4px; }
.order-facts dt { font-weight: 600; }
.order-facts dd { margin: 0; overflow-wrap: anywhere; text-align: end; }
.order-total { font-size: 18px; font-weight: 700; }
.order-reference { font-family: ui-monospace, monospace; font-size: 14px; }
`);
