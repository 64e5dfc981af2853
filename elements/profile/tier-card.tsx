import type { RewardCard } from "../../sdk/api/schemas/reward-card.js";
import { useT } from "../runtime/translation-context.js";

/** engagement §4: the first tier 'Top point scorer(s)', the last remaining 'Everyone', others 'Next top point scorers'. */
export function tierTitleKey(index: number, tier: RewardCard) {
  if (tier.isRemainingWinners) return "tiers.everyone" as const;
  return index === 0 ? ("tiers.top" as const) : ("tiers.next" as const);
}

/** One reward tier: its header, the prize or the tickets. */
export function TierCard({
  tier,
  index,
  current,
  renderHeader,
}: {
  tier: RewardCard;
  index: number;
  current: boolean;
  renderHeader: boolean;
}) {
  const t = useT();
  const prize = tier.prize?.details;
  const ticket = tier.ticket?.details;
  return (
    <li className="tier" data-current={current ? "true" : undefined} part="tier">
      {renderHeader && (
        <h3>
          {t(tierTitleKey(index, tier), { count: tier.numberOfWinners ?? 0 })}
          {current && <span className="current"> · {t("tiers.current")}</span>}
        </h3>
      )}
      {prize && (
        <p>
          <strong>{prize.prizeName}</strong>
          {prize.value && ` · ${prize.value}`}
          {prize.description && <span className="note"> {prize.description}</span>}
        </p>
      )}
      {ticket && (
        <div>
          <strong>{ticket.ticketName}</strong>
          {ticket.ticketTypes && ticket.ticketTypes.length > 0 && (
            <ul>
              {ticket.ticketTypes.map((type) => (
                <li key={type.ticketName}>
                  {type.ticketName} · {type.ticketValue}
                </li>
              ))}
            </ul>
          )}
          {ticket.includesBookingFee && <p className="note">{t("tiers.bookingFee")}</p>}
        </div>
      )}
    </li>
  );
}
