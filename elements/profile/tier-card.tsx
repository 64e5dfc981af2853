import { useId, useState } from "react";
import type { RewardCard } from "../../sdk/api/schemas/reward-card.js";
import { useT } from "../runtime/translation-context.js";

/** engagement §4: the first tier 'Top point scorer(s)', the last remaining 'Everyone', others 'Next top point scorers'. */
export function tierTitleKey(index: number, tier: RewardCard) {
  if (tier.isRemainingWinners) return "tiers.everyone" as const;
  return index === 0 ? ("tiers.top" as const) : ("tiers.next" as const);
}

/**
 * One reward tier: its header and prize or ticket name; more info / less info toggles the description
 * and the tickets (engagement §4). The current tier is marked.
 */
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
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const prize = tier.prize?.details;
  const ticket = tier.ticket?.details;
  const hasDetails =
    Boolean(prize?.description) ||
    Boolean(ticket && ((ticket.ticketTypes?.length ?? 0) > 0 || ticket.includesBookingFee));
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
        </p>
      )}
      {ticket && (
        <p>
          <strong>{ticket.ticketName}</strong>
        </p>
      )}
      {hasDetails && (
        <>
          <div id={detailsId} className="tier-details" hidden={!open}>
            {prize?.description && <p className="note">{prize.description}</p>}
            {ticket?.ticketTypes && ticket.ticketTypes.length > 0 && (
              <ul>
                {ticket.ticketTypes.map((type) => (
                  <li key={type.ticketName}>
                    {type.ticketName} · {type.ticketValue}
                  </li>
                ))}
              </ul>
            )}
            {ticket?.includesBookingFee && <p className="note">{t("tiers.bookingFee")}</p>}
          </div>
          <button
            type="button"
            className="link-button tier-toggle"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
            part="tier-toggle"
          >
            {t(open ? "tiers.lessInfo" : "tiers.moreInfo")}
          </button>
        </>
      )}
    </li>
  );
}
