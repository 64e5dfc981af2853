import type { Fan } from "../../sdk/api/schemas/fan.js";
import { pointsBadge } from "../../sdk/i18n/points.js";
import type { Translate } from "../../sdk/i18n/translate.js";
import { inviteStanding } from "../../sdk/social/invite-standing.js";

/**
 * Where the fan's invites stand (issue 20): once an invite is out, that no friend has joined yet; then
 * how many friends joined through the fan's link, with the points they brought ("✓ 2 friends have
 * joined through your link", "+20 pts"). A live region from the first render, so the change is read out.
 */
export function InviteStandingLine({
  fan,
  noPoints,
  t,
}: {
  fan: Fan | undefined;
  noPoints: boolean;
  t: Translate;
}) {
  const standing = inviteStanding(fan);
  const earned = standing.kind === "joined" ? pointsBadge(t, standing.points, noPoints) : undefined;
  return (
    <p className="invite-standing" role="status" data-standing={standing.kind} part="invite-standing">
      {standing.kind === "sent" && t("invite.noneJoined")}
      {standing.kind === "joined" && <span>✓ {t("invite.joined", { count: standing.friends })}</span>}
      {earned && <span className="earned">{earned}</span>}
    </p>
  );
}
