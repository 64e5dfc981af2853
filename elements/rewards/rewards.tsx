import { campaignFlow, isFreeFlow } from "../../sdk/flow/campaign-flow.js";
import { StepLayout } from "../layout/step-layout.js";
import { ProfileCard } from "../profile/profile-card.js";
import { TierCard } from "../profile/tier-card.js";
import type { ScreenArgs } from "../runtime/screen-args.js";
import { ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import { Skeleton } from "../runtime/skeleton.js";
import { useFan } from "../runtime/use-fan.js";

export interface CampaignRewardsProps extends ScreenProps {}

/**
 * `<campaign-rewards>`: the fan's profile card (headed with their percentile), and the reward tier cards with
 * the fan's current tier (engagement §4). Visitors see the tier cards only.
 */
export function CampaignRewards(props: CampaignRewardsProps) {
  return (
    <ScreenFrame props={props} tag="campaign-rewards" skeleton="board">
      {({ campaign, translation: { t } }) => <RewardsScreen props={props} campaign={campaign} t={t} />}
    </ScreenFrame>
  );
}

function RewardsScreen({ props, campaign, t }: ScreenArgs<CampaignRewardsProps>) {
  const fanState = useFan(campaign.oid, props.apiBase);
  const fan = fanState.status === "fan" ? fanState.fan : undefined;
  const free = isFreeFlow(campaignFlow(campaign));
  const rewards = campaign.rewards;
  const renderHeaders = campaign.settings.prizes?.renderTierHeaders !== false;
  const currentTier = fan?.stats.currentTier;
  return (
    <StepLayout title={rewards?.headline ?? t("tiers.title")} showHeader={false} showBack={false}>
      {fan && <ProfileCard fan={fan} free={free} />}
      {/* Until the page knows whether a fan is here, the card's place is held (nothing jumps). */}
      {fanState.status === "unknown" && <Skeleton shape="profile" label={t("common.loading")} />}
      <h2 className="sub-title">{rewards?.headline ?? t("tiers.title")}</h2>
      {rewards?.description && <p>{rewards.description}</p>}
      <ul className="tiers" part="tiers">
        {(rewards?.tiers ?? []).map((tier, index) => (
          <TierCard
            key={tier.tierIndex ?? index}
            tier={tier}
            index={index}
            current={fan !== undefined && currentTier === (tier.tierIndex ?? index)}
            renderHeader={renderHeaders}
            apiBase={props.apiBase}
          />
        ))}
      </ul>
    </StepLayout>
  );
}
