import type { Referrer } from "../../sdk/api/schemas/referrer.js";
import { assetUrl } from "../runtime/asset-url.js";
import { useT } from "../runtime/translation-context.js";

/** engagement §2 referrer banner: the fan whose link brought the visitor (the campaign-uri answer's referrer). */
export function ReferrerBanner({ referrer, apiBase }: { referrer: Referrer; apiBase?: string | undefined }) {
  const t = useT();
  const name = [referrer.firstName, referrer.lastName].filter(Boolean).join(" ");
  const image = assetUrl(referrer.image, apiBase);
  return (
    <aside className="referrer" aria-label={t("welcome.invitedByFriend")} part="referrer">
      {image && (
        <img className="avatar" src={image} alt={referrer.imageAlt ?? t("welcome.referrerPhoto", { name })} />
      )}
      <p>{name ? t("welcome.invitedBy", { name }) : t("welcome.invitedByFriend")}</p>
    </aside>
  );
}
