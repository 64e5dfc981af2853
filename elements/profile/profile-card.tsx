import type { Fan } from "../../sdk/api/schemas/fan.js";
import { useT } from "../runtime/translation-context.js";

/**
 * The fan's card: name and points, and the position among fans unless the flow is free (engagement
 * §4: a free campaign shows a success snackbar and the fan's name instead of points).
 */
export function ProfileCard({ fan, free }: { fan: Fan; free: boolean }) {
  const t = useT();
  const name = [fan.firstName, fan.lastName].filter(Boolean).join(" ");
  const points = fan.stats.totalPoints;
  return (
    <section className="profile-card" aria-label={t("profile.label")} part="profile-card">
      <p className="profile-name">{name || t("profile.you")}</p>
      {!free && (
        <dl className="profile-stats">
          <div>
            <dt>{t("profile.points")}</dt>
            <dd>{t(points === 1 ? "common.pt" : "common.pts", { count: points })}</dd>
          </div>
          {fan.stats.fanPosition !== undefined && (
            <div>
              <dt>{t("profile.position")}</dt>
              <dd>#{fan.stats.fanPosition}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
