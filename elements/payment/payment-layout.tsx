import type { ReactNode } from "react";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { stepHeader } from "../layout/step-header.js";
import { StepLayout } from "../layout/step-layout.js";
import { useT } from "../runtime/translation-context.js";
import type { PaymentView } from "./use-payment-page.js";

/** The step layout of every state of the page, with `data-state` for host styling (STYLE.md §4). */
export function PaymentLayout({
  campaign,
  state,
  actionBar,
  onBack,
  children,
}: {
  campaign: Campaign;
  state: PaymentView["state"] | "confirming";
  actionBar?: ReactNode;
  onBack: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <StepLayout title={t("payment.title")} {...stepHeader(campaign, "payment", onBack)} actionBar={actionBar}>
      <div className="payment" data-state={state}>
        {children}
      </div>
    </StepLayout>
  );
}
