import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { CartProduct } from "../../sdk/api/schemas/cart.js";
import { currencyOf, formatPrice } from "../../sdk/payment/currencies.js";
import { useT, useTranslation } from "../runtime/translation-context.js";

/** What was paid, kept from the cart and the intent when the card is confirmed. */
export interface Order {
  /** The basket's lines (a pre-order); empty for a donation or a fixed price. */
  readonly lines: readonly CartProduct[];
  /** Minor units, as the intent charged them. */
  readonly amount: number;
  readonly currency: string;
  /** The payment intent's id: what the receipt and the promoter's records call the payment. */
  readonly reference: string;
}

/**
 * issue 20: after a purchase or a donation, a thank-you and the order's summary (items, total,
 * reference) before the fan goes on to the score-board.
 */
export function OrderSummary({ campaign, order }: { campaign: Campaign; order: Order }) {
  const t = useT();
  const { language } = useTranslation();
  const currency = currencyOf(order.currency);
  const price = (minor: number) => formatPrice(minor, currency, language);
  const donation = campaign.type === "donate";
  // A donation or a fixed price has one line: the donation, or the campaign itself.
  const lines =
    order.lines.length > 0
      ? order.lines.filter((line) => line.quantity > 0)
      : [
          {
            key: "single",
            name: donation ? t("donate.amount") : campaign.name,
            quantity: 1,
            unitPrice: order.amount,
          },
        ];
  return (
    <section className="order" aria-labelledby="order-title">
      <p className="thank-you">{t(donation ? "payment.thankYouDonation" : "payment.thankYouOrder")}</p>
      <h2 id="order-title" className="order-title">
        {t("payment.orderSummary")}
      </h2>
      <ul className="order-lines">
        {lines.map((line) => (
          <li key={line.key} className="order-line">
            <span className="order-item">{line.name}</span>
            {line.quantity > 1 && (
              <span className="order-quantity">{t("payment.quantity", { quantity: line.quantity })}</span>
            )}
            <span className="order-price">{price(line.quantity * line.unitPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-facts">
        <div className="order-total">
          <dt>{t("payment.orderTotal")}</dt>
          <dd>{price(order.amount)}</dd>
        </div>
        <div>
          <dt>{t("payment.reference")}</dt>
          <dd className="order-reference">{order.reference}</dd>
        </div>
      </dl>
    </section>
  );
}
