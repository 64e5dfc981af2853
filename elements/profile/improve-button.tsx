import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { campaignFlow, isFreeFlow } from "../../sdk/flow/campaign-flow.js";
import { improveButtonTarget } from "../../sdk/flow/improve-button.js";
import type { Step } from "../../sdk/routing/parse-route.js";
import { useT } from "../runtime/translation-context.js";

/**
 * engagement §4 "After registration the improve button goes to share if the flow has share, else invite,
 * else success": 'Improve your position' next to a registered fan's profile card. Not for a free flow (no
 * points to earn), nor where the button would lead to the page it is on.
 */
export function ImproveButton({
  campaign,
  from,
  onGo,
}: {
  campaign: Campaign;
  from: Step | "landing";
  onGo: (to: Step) => void;
}) {
  const t = useT();
  const flow = campaignFlow(campaign);
  const to = improveButtonTarget(flow);
  if (isFreeFlow(flow) || to === from) return null;
  return (
    <button type="button" className="button secondary improve" part="improve" onClick={() => onGo(to)}>
      {t("profile.improve")}
    </button>
  );
}
