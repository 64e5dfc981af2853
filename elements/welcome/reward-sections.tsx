import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { Fan } from "../../sdk/api/schemas/fan.js";
import type { RewardCard } from "../../sdk/api/schemas/reward-card.js";
import { rewardGroups } from "../../sdk/flow/welcome-content.js";
import { TierCard } from "../profile/tier-card.js";
import { useT } from "../runtime/translation-context.js";

/**
 * engagement §2 rewards headline and description, then the reward cards: prizes, tickets-only rewards and
 * tiers with neither, each with the tier card of `<campaign-rewards>` (titles; headers unless
 * renderTierHeaders is false; prize image and value, ticket value, types and booking fee). A fan's current
 * tier is marked.
 */
export function RewardSections({
  campaign,
  fan,
  apiBase,
}: {
  campaign: Campaign;
  fan?: Fan | undefined;
  apiBase?: string | undefined;
}) {
  const t = useT();
  const rewards = campaign.rewards;
  const tiers = rewards?.tiers ?? [];
  if (tiers.length === 0 && !rewards?.description) return null;
  const { prizes, ticketsOnly, others } = rewardGroups(tiers);
  const renderHeaders = campaign.settings.prizes.renderTierHeaders !== false;
  const cards = (group: Array<{ tier: RewardCard; index: number }>) =>
    group.map(({ tier, index }) => (
      <TierCard
        key={tier.tierIndex}
        tier={tier}
        index={index}
        current={fan !== undefined && fan.stats.currentTier === tier.tierIndex}
        renderHeader={renderHeaders}
        apiBase={apiBase}
      />
    ));
  const group = (kind: "prizes" | "tickets", members: Array<{ tier: RewardCard; index: number }>) =>
    members.length > 0 && (
      <div className="reward-group" data-group={kind}>
        <h3 id={`welcome-${kind}`}>{t(kind === "prizes" ? "welcome.prizes" : "welcome.tickets")}</h3>
        <ul className="tiers" aria-labelledby={`welcome-${kind}`} part="tiers">
          {cards(members)}
        </ul>
      </div>
    );
  return (
    <section className="section" aria-labelledby="welcome-rewards" part="section rewards">
      <h2 id="welcome-rewards">{rewards?.headline ?? t("tiers.title")}</h2>
      {rewards?.description && <p>{rewards.description}</p>}
      {group("prizes", prizes)}
      {group("tickets", ticketsOnly)}
      {/* Tiers with neither a prize nor a ticket: still tiers, listed under the rewards heading. */}
      {others.length > 0 && (
        <div className="reward-group" data-group="others">
          <ul className="tiers" aria-labelledby="welcome-rewards" part="tiers">
            {cards(others)}
          </ul>
        </div>
      )}
    </section>
  );
}
