import { StepLayout } from "../layout/step-layout.js";
import { TierCard } from "../profile/tier-card.js";
import type { ScreenArgs } from "../runtime/screen-args.js";
import { ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import { useFan } from "../runtime/use-fan.js";

export interface CampaignUnlockProps extends ScreenProps {}

/** `<campaign-unlock>`: the rewards headline, description and tier cards; no back arrow (core-journey §2). */
export function CampaignUnlock(props: CampaignUnlockProps) {
  return (
    <ScreenFrame props={props} tag="campaign-unlock">
      {({ campaign, translation: { t } }) => <UnlockScreen props={props} campaign={campaign} t={t} />}
    </ScreenFrame>
  );
}

function UnlockScreen({ props, campaign, t }: ScreenArgs<CampaignUnlockProps>) {
  const fanState = useFan(campaign.oid, props.apiBase);
  const currentTier = fanState.status === "fan" ? fanState.fan.stats.currentTier : undefined;
  const rewards = campaign.rewards;
  const renderHeaders = campaign.settings.prizes?.renderTierHeaders !== false;
  return (
    <StepLayout title={rewards?.headline ?? t("tiers.title")} showHeader showBack={false}>
      {rewards?.headline && <h2 className="sub-title">{rewards.headline}</h2>}
      {rewards?.description && <p>{rewards.description}</p>}
      <ul className="tiers">
        {(rewards?.tiers ?? []).map((tier, index) => (
          <TierCard
            key={tier.tierIndex ?? index}
            tier={tier}
            index={index}
            current={currentTier !== undefined && currentTier === (tier.tierIndex ?? index)}
            renderHeader={renderHeaders}
            apiBase={props.apiBase}
          />
        ))}
      </ul>
    </StepLayout>
  );
}
