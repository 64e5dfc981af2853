import type { CampaignLookup } from "../../sdk/campaign/lookup-campaign.js";
import { campaignFlow } from "../../sdk/flow/campaign-flow.js";
import { assetUrl } from "../runtime/asset-url.js";
import { ScreenFrame, type ScreenProps } from "../runtime/screen-frame.js";
import type { StepEvents } from "../runtime/step-events.js";

export interface CampaignWelcomeProps extends ScreenProps, Pick<StepEvents, "onStepChange"> {}

function heroImageOf(lookup: CampaignLookup): string | undefined {
  return lookup.campaign?.resources?.find((r) => r.assetType === "campaign-image")?.url;
}

/** The campaign's welcome page: hero image, name and description in the campaign's colour, and the way in. */
export function CampaignWelcome(props: CampaignWelcomeProps) {
  return (
    <ScreenFrame props={props} tag="campaign-welcome">
      {({ lookup, campaign, translation: { t } }) => {
        const hero = assetUrl(heroImageOf(lookup), props.apiBase);
        const paragraphs = (campaign.presentation?.description ?? "").split(/\n{2,}/).filter((p) => p.trim());
        const first = campaignFlow(campaign)[0];
        return (
          <article part="card">
            {hero && (
              <img
                className="hero"
                src={hero}
                alt={t("welcome.heroAlt", { name: campaign.name })}
                part="hero"
              />
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
              {first && (
                <button
                  type="button"
                  className="cta"
                  part="cta"
                  onClick={() =>
                    props.onStepChange?.({
                      campaignOid: campaign.oid,
                      from: "landing",
                      to: first,
                      replace: false,
                    })
                  }
                >
                  {campaign.presentation.meta?.register?.customCta ?? t("register.submit")}
                </button>
              )}
            </div>
          </article>
        );
      }}
    </ScreenFrame>
  );
}
