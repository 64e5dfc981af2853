import { useState } from "react";
import { formTexts } from "../../sdk/i18n/locales/en-us/forms.js";
import { journeyTexts } from "../../sdk/i18n/locales/en-us/journey.js";
import { formatPrice } from "../../sdk/payment/currencies.js";
import {
  productCartState,
  type Quantities,
  quantitiesFromCart,
  quantityOptions,
} from "../../sdk/payment/product-cart.js";
import { messageOf } from "../../sdk/validation/validation-error.js";
import { useCartStep } from "../cart/use-cart-step.js";
import { Snackbar } from "../layout/snackbar.js";
import { StepLayout } from "../layout/step-layout.js";
import { type ScreenContext, ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useMessageText } from "../runtime/translation-context.js";

export interface CampaignProductProps extends ScreenProps, Pick<StepEvents, "onStepChange"> {}

const HINT_ID = "continue-hint";

/** `<campaign-product>`: the pre-order basket of core-journey §2 "Product (pre-order)". */
export function CampaignProduct(props: CampaignProductProps) {
  return (
    <ScreenFrame props={props} tag="campaign-product" skeleton="list" texts={[formTexts, journeyTexts]}>
      {(screen) => <ProductScreen screen={screen} props={props} />}
    </ScreenFrame>
  );
}

function ProductScreen({ screen, props }: { screen: ScreenContext; props: CampaignProductProps }) {
  const { campaign } = screen;
  const { t, language } = screen.translation;
  const text = useMessageText();
  const { storage, currency, persistent, header, keep, save } = useCartStep(screen, "product", props);
  const products = campaign.settings.payment?.pricingModel?.products ?? [];
  // A fan coming back from the payment step, or reloading, finds the basket as they left it.
  const [quantities, setQuantities] = useState<Quantities>(() =>
    quantitiesFromCart(products, storage.readCart(campaign.oid)),
  );
  const state = productCartState(products, quantities, currency?.code ?? "");
  const sellable = currency !== undefined && products.length > 0;

  const choose = (key: string, quantity: number) => {
    const next = { ...quantities, [key]: quantity };
    setQuantities(next);
    // Kept as it changes, not only on Continue: a reload finds the basket (core-journey §3).
    const changed = productCartState(products, next, currency?.code ?? "");
    save(changed.canContinue ? changed.cart : undefined);
  };

  const goOn = () => {
    // core-journey §4: continue is blocked at a total of zero or less, or with any error.
    if (!state.canContinue) return;
    keep(state.cart);
  };

  return (
    <StepLayout
      {...header}
      actionBar={
        sellable && (
          <>
            {!state.canContinue && (
              <p className="action-hint" id={HINT_ID}>
                {t("product.chooseItems")}
              </p>
            )}
            <button
              type="button"
              className="button"
              part="submit"
              disabled={!state.canContinue}
              aria-describedby={state.canContinue ? undefined : HINT_ID}
              onClick={goOn}
            >
              {t("layout.continue")}
            </button>
          </>
        )
      }
    >
      {!persistent && <Snackbar message={{ text: t("errors.sessionStorage"), tone: "info" }} />}
      {!sellable || !currency ? (
        <p className="muted">{t("product.none")}</p>
      ) : (
        <>
          <ul className="products">
            {products.map((product, index) => {
              const id = `product-${index}`;
              const error = state.errors[product.key];
              return (
                <li key={product.key} className="product" part="card">
                  <h2 className="product-name" id={`${id}-name`} dir="auto">
                    {product.name}
                  </h2>
                  {product.description && (
                    <p className="product-description" dir="auto">
                      {product.description}
                    </p>
                  )}
                  <p className="product-price">{formatPrice(product.amount, currency, language)}</p>
                  <div className="field quantity" data-invalid={error ? "true" : undefined} part="field">
                    <label htmlFor={`${id}-quantity`} id={`${id}-quantity-label`}>
                      {t("product.quantity")}
                    </label>
                    <select
                      id={`${id}-quantity`}
                      name={product.key}
                      value={String(quantities[product.key] ?? 0)}
                      aria-labelledby={`${id}-quantity-label ${id}-name`}
                      aria-invalid={error ? "true" : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(event) => choose(product.key, Number(event.currentTarget.value))}
                      part="input"
                    >
                      {quantityOptions(product).map((quantity) => (
                        <option key={quantity} value={String(quantity)}>
                          {quantity}
                        </option>
                      ))}
                    </select>
                    {error && (
                      <p className="feedback" id={`${id}-error`} part="error">
                        {text(messageOf(error))}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="total" aria-live="polite" data-testid="total">
            <span>{t("product.total")}</span> <span>{formatPrice(state.total, currency, language)}</span>
          </p>
        </>
      )}
    </StepLayout>
  );
}
