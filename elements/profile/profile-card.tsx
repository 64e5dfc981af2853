import type { Fan } from "../../sdk/api/schemas/fan.js";
import { useT } from "../runtime/translation-context.js";
import { useTween } from "./use-tween.js";

/**
 * engagement §4 profile card variants: full (points and position), compact (points on one line) and
 * finished (avatar and final points). A free campaign shows the fan's name instead of points.
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
}: {
  fan: Fan;
  free: boolean;
  variant?: ProfileVariant;
}) {
  const t = useT();
  const name = [fan.firstName, fan.lastName].filter(Boolean).join(" ");
  const points = useTween(fan.stats.totalPoints);
  const pointsText = t(fan.stats.totalPoints === 1 ? "common.pt" : "common.pts", { count: points });
  return (
    <section
      className="profile-card"
      data-variant={variant}
      aria-label={t("profile.label")}
      part="profile-card"
    >
      {variant === "finished" && (
        <span className="profile-avatar" aria-hidden="true">
          {initialsOf(name) || "★"}
        </span>
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
    </section>
  );
}
