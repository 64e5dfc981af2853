import type { CSSProperties } from "react";
import type { CampaignLookup } from "../../sdk/campaign/lookup-campaign.js";
import { pickLanguage } from "../../sdk/i18n/languages.js";
import { assetUrl } from "../runtime/asset-url.js";
import { type CampaignSource, useCampaign } from "../runtime/use-campaign.js";
import { useI18n } from "../runtime/use-i18n.js";

export interface CampaignWelcomeProps extends CampaignSource {
  /** en-us, ar, es, fr, de or nl; default: the campaign's defaultLanguage, else en-us. */
  lang?: string;
}

const DEFAULT_COLOR = "#7344c0";

function heroImageOf(lookup: CampaignLookup): string | undefined {
  return lookup.campaign?.resources?.find((r) => r.assetType === "campaign-image")?.url;
}

/** The campaign's welcome page: hero image, name and description in the campaign's colour. */
export function CampaignWelcome(props: CampaignWelcomeProps) {
  const state = useCampaign(props);
  const campaign = state.status === "ready" ? state.lookup.campaign : undefined;
  const language = pickLanguage(props.lang, campaign?.settings?.defaultLanguage);
  const i18n = useI18n(language);

  if (!i18n) return null;
  const { t, dir } = i18n;
  if (state.status === "loading") {
    return (
      <div className="wrapper status" dir={dir} lang={language} role="status">
        {t("common.loading")}
      </div>
    );
  }
  if (state.status !== "ready" || !campaign) {
    const path = props.campaign ?? props.campaignOid ?? "";
    if (state.status === "missing-attribute") {
      console.error(
        '<campaign-welcome>: set the "campaign" attribute (a uri such as p/demo-presale) or "campaign-oid".',
      );
    }
    return (
      <div className="wrapper status error-text" dir={dir} lang={language} role="alert">
        {t("errors.campaignAt", { path })}
      </div>
    );
  }

  const hero = assetUrl(heroImageOf(state.lookup), props.apiBase);
  const color = campaign.presentation?.color ?? DEFAULT_COLOR;
  const paragraphs = (campaign.presentation?.description ?? "").split(/\n{2,}/).filter((p) => p.trim());
  return (
    <article
      className="wrapper"
      dir={dir}
      lang={language}
      style={{ "--_color": color } as CSSProperties}
      part="card"
    >
      {hero && (
        <img className="hero" src={hero} alt={t("welcome.heroAlt", { name: campaign.name })} part="hero" />
      )}
      <div className="body">
        <span className="accent" aria-hidden="true" />
        <h1 part="title">{campaign.name}</h1>
        <div className="description" part="description">
          {paragraphs.map((text, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
            <p key={index}>{text}</p>
          ))}
        </div>
      </div>
    </article>
  );
}
