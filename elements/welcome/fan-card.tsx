import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { Fan } from "../../sdk/api/schemas/fan.js";
import type { Step } from "../../sdk/routing/parse-route.js";
import { ImproveButton } from "../profile/improve-button.js";
import { ProfileCard, type ProfileVariant } from "../profile/profile-card.js";

/**
 * A fan's card on the welcome page with the improve button (engagement §4). Only fans see it, so it is a
 * chunk of its own: a visitor's landing page never loads it (loaded alongside the fan's own request).
 */
export default function FanCard({
  campaign,
  fan,
  free,
  variant,
  onGo,
}: {
  campaign: Campaign;
  fan: Fan;
  free: boolean;
  variant: ProfileVariant;
  onGo: (to: Step) => void;
}) {
  return (
    <div className="fan-card">
      <ProfileCard fan={fan} free={free} variant={variant} />
      <ImproveButton campaign={campaign} from="landing" onGo={onGo} />
    </div>
  );
}
