import { useId, useState } from "react";
import type { RewardCard } from "../../sdk/api/schemas/reward-card.js";
import { assetUrl } from "../runtime/asset-url.js";
import { useT } from "../runtime/translation-context.js";

/** engagement §4: the first tier 'Top point scorer(s)', the last remaining 'Everyone', others 'Next top point scorers'. */
export function tierTitleKey(index: number, tier: RewardCard) {
  if (tier.isRemainingWinners) return "tiers.everyone" as const;
  return index === 0 ? ("tiers.top" as const) : ("tiers.next" as const);
}

/**
 * One reward tier (engagement §3 reward card): its header, the prize's image, name and value, the ticket's
 * name and value; more info / less info toggles the description and the ticket types (engagement §4). The
 * current tier is marked, in the header or, without headers, on its own.
 */
export function TierCard({
  tier,
  index,
  current,
  renderHeader,
  apiBase,
}: {
  tier: RewardCard;
  index: number;
  current: boolean;
  renderHeader: boolean;
  apiBase?: string | undefined;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const prize = tier.prize?.details;
  const ticket = tier.ticket?.details;
  const image = assetUrl(prize?.resource?.url, apiBase);
  const hasDetails =
    Boolean(prize?.description) ||
    Boolean(ticket && ((ticket.ticketTypes?.length ?? 0) > 0 || ticket.includesBookingFee));
  return (
    <li className="tier" data-current={current ? "true" : undefined} part="tier">
      {renderHeader ? (
        <h3>
          {t(tierTitleKey(index, tier), { count: tier.numberOfWinners ?? 0 })}
          {current && <span className="current"> · {t("tiers.current")}</span>}
        </h3>
      ) : (
        current && (
          <p className="current current-badge" part="tier-current">
            {t("tiers.current")}
          </p>
        )
      )}
      {/* The name is next to it: the image adds nothing for a screen reader. */}
      {image && <img className="tier-image" src={image} alt="" part="tier-image" />}
      {prize && (
        <p>
          <strong>{prize.prizeName}</strong>
          {prize.value && ` · ${prize.value}`}
        </p>
      )}
      {ticket && (
        <p>
          <strong>{ticket.ticketName}</strong>
          {ticket.ticketValue && ` · ${ticket.ticketValue}`}
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
