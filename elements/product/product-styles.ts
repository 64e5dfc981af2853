import { createSheet } from "../runtime/styles.js";

/** The pre-order screen: product cards with a quantity selector, and the TOTAL line. */
export const productSheet = createSheet(`
.products { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; }
.product {
  display: grid; grid-template-columns: 1fr auto; gap: 4px 16px; align-items: start;
  padding: 16px; border: 1px solid #e4e2ea; border-radius: var(--_radius);
}
.product-name { grid-column: 1; font-size: 17px; margin: 0; }
.product-description { grid-column: 1; margin: 0; color: var(--_muted); font-size: 15px; }
.product-price { grid-column: 1; margin: 0; font-weight: 600; }
.quantity { grid-column: 2; grid-row: 1 / span 3; margin: 0; inline-size: 96px; }
.total {
  display: flex; justify-content: space-between; align-items: baseline; gap: 16px;
  margin: 20px 0 0; padding-block-start: 16px; border-block-start: 2px solid var(--_text);
  font-size: 18px; font-weight: 700;
}
.muted { color: var(--_muted); }
.action-hint { margin: 0 0 8px; font-size: 14px; color: var(--_muted); text-align: center; }
`);
