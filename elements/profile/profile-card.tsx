import type { Fan } from "../../sdk/api/schemas/fan.js";
import { Snackbar } from "../layout/snackbar.js";
import { useT } from "../runtime/translation-context.js";
import { percentileText } from "./percentile-text.js";
import { StandingSlider } from "./standing-slider.js";
import { useTween } from "./use-tween.js";

/**
 * engagement §4 profile card variants: full (points, position and the standing slider), compact (name and
 * points on one line, where space is short) and finished (avatar and final points). A free campaign shows
 * the success snackbar and the fan's name instead of points.
 */
export type ProfileVariant = "full" | "compact" | "finished";

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

export function ProfileCard({
  fan,
  free,
  variant = "full",
  snackbar = true,
}: {
  fan: Fan;
  free: boolean;
  variant?: ProfileVariant;
  /** The free card's success snackbar; off where the page shows its own (the score-board success page). */
  snackbar?: boolean;
}) {
  const t = useT();
  const name = [fan.firstName, fan.lastName].filter(Boolean).join(" ");
  const points = useTween(fan.stats.totalPoints);
  const pointsText = t("common.points", { count: points });
  // engagement §4: the full card (the one with the standing) is headed 'You're in the top N%'.
  const percentile = !free && variant === "full" ? percentileText(fan.stats, t) : undefined;
  return (
    <section
      className="profile-card"
      data-variant={variant}
      data-free={free ? "true" : undefined}
      aria-label={t("profile.label")}
      part="profile-card"
    >
      {free && snackbar && variant !== "finished" && (
        <Snackbar message={{ text: t("success.snackbar"), tone: "success" }} />
      )}
      {variant === "finished" && (
        <span className="profile-avatar" aria-hidden="true">
          {initialsOf(name) || "★"}
        </span>
      )}
      {percentile && (
        <h2 className="profile-percentile" part="percentile">
          {percentile}
        </h2>
      )}
      <p className="profile-name">{name || t("profile.you")}</p>
      {!free && variant === "compact" && <p className="profile-compact">{pointsText}</p>}
      {!free && variant !== "compact" && (
        <dl className="profile-stats">
          <div>
            <dt>{t(variant === "finished" ? "profile.finalPoints" : "profile.points")}</dt>
            <dd>{pointsText}</dd>
          </div>
          {variant === "full" && fan.stats.fanPosition !== undefined && (
            <div>
              <dt>{t("profile.position")}</dt>
              <dd>#{fan.stats.fanPosition}</dd>
            </div>
          )}
        </dl>
      )}
      {!free && variant === "full" && <StandingSlider stats={fan.stats} />}
    </section>
  );
}
