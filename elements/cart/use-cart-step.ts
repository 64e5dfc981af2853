import { useState } from "react";
import type { Cart } from "../../sdk/api/schemas/cart.js";
import type { Currency } from "../../sdk/api/schemas/currency.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { nextStep } from "../../sdk/flow/step-navigation.js";
import { type CartStorage, sessionCartStorage } from "../../sdk/payment/cart-storage.js";
import { currencyOf } from "../../sdk/payment/currencies.js";
import type { Step } from "../../sdk/routing/parse-route.js";
import { backToPrevious } from "../layout/back-to-previous.js";
import { type StepHeader, stepHeader } from "../layout/step-header.js";
import type { ScreenContext } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";
import { useFan } from "../runtime/use-fan.js";

/** The steps that fill the cart the payment step pays (core-journey §2 "Product", "Donate"). */
export type CartStepName = Extract<Step, "product" | "donate">;

export interface CartStep {
  /** The campaign's cart, kept per campaign for the payment step. */
  storage: CartStorage;
  /** The campaign's currency; undefined when the campaign sells nothing. */
  currency: Currency | undefined;
  /** False when the cart lives in memory only: the screen says it is lost on reload. */
  persistent: boolean;
  /** StepLayout's title and header: back arrow, progress. */
  header: StepHeader & { title: string };
  /**
   * Keeps the cart and goes on to the next step (nothing without one). The screen checks first that
   * the cart may continue (core-journey §4).
   */
  keep: (cart: Cart) => void;
  /**
   * Keeps the cart as the fan changes it, so a reload finds it (core-journey §3 "kept per campaign in
   * the session"); undefined (nothing to pay yet) removes it.
   */
  save: (cart: Cart | undefined) => void;
}

/** What the product and donate screens share: their cart, currency, header and the way on. */
export function useCartStep(
  screen: ScreenContext,
  step: CartStepName,
  props: { apiBase?: string | undefined } & Pick<StepEvents, "onStepChange">,
): CartStep {
  const { campaign } = screen;
  // Defaults rather than `?.`: the build lowers each `?.` to a helper repeated in every chunk using it.
  const { apiBase, onStepChange = () => {} } = props;
  const { currencyCode } = campaign.settings.payment ?? {};
  const storage = sessionCartStorage();
  const fanState = useFan(campaign.oid, apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const currency = currencyCode ? currencyOf(currencyCode) : undefined;
  const [persistent] = useState(() => storage.isPersistent());
  const next = nextStep(campaignFlow(campaign), step, { type: campaign.type, ...(fan && { fan }) });
  const header = {
    title: screen.translation.t(`${step}.title`),
    ...stepHeader(campaign, step, () => onStepChange(backToPrevious(campaign, step, fan))),
  };
  const keep = (cart: Cart) => {
    if (!next) return;
    storage.writeCart(campaign.oid, cart);
    onStepChange({ campaignOid: campaign.oid, from: step, to: next, replace: false });
  };
  const save = (cart: Cart | undefined) => {
    if (cart && cart.totalAmount > 0) storage.writeCart(campaign.oid, cart);
    else storage.removeCart(campaign.oid);
  };
  return { storage, currency, persistent, header, keep, save };
}
