import { useEffect } from "react";
import type { TourCampaign } from "../../sdk/api/schemas/tour.js";
import { tourCampaignPath } from "../../sdk/flow/tour-links.js";
import { formatDay } from "../../sdk/i18n/dates.js";
import { type Language, pickLanguage } from "../../sdk/i18n/languages.js";
import { landingTexts } from "../../sdk/i18n/locales/en-us/landing.js";
import { assetUrl } from "../runtime/asset-url.js";
import { Skeleton } from "../runtime/skeleton.js";
import type { ScreenEvents } from "../runtime/step-events.js";
import { TranslationContext } from "../runtime/translation-context.js";
import { useAsync } from "../runtime/use-async.js";
import { type CampaignSource, useCampaign } from "../runtime/use-campaign.js";
import { useI18n } from "../runtime/use-i18n.js";
import { TourHero } from "./tour-hero.js";

export interface CampaignTourProps extends CampaignSource, ScreenEvents {
  /** en-us, ar, es, fr, de or nl. */
  lang?: string;
}

function Stop({
  stop,
  language,
  apiBase,
}: {
  stop: TourCampaign;
  language: Language;
  apiBase?: string | undefined;
}) {
  const day = useAsync(
    () => (stop.event?.startDate ? formatDay(stop.event.startDate, language) : Promise.resolve(undefined)),
    [stop.event?.startDate, language],
  );
  const path = tourCampaignPath(stop);
  const href = path && assetUrl(path, apiBase);
  return (
    <li className="stop" part="stop">
      {href ? (
        <a href={href} className="stop-name">
          {stop.name}
        </a>
      ) : (
        <span className="stop-name">{stop.name}</span>
      )}
      {stop.event?.location && <span className="stop-meta">{stop.event.location}</span>}
      {day && <span className="stop-meta">{day}</span>}
    </li>
  );
}

/** `<campaign-tour campaign="t/demo-tour">`: 'Select Location' with the tour's campaigns (engagement §2). */
export function CampaignTour(props: CampaignTourProps) {
  const state = useCampaign(props);
  const tour = state.status === "ready" ? state.lookup.tour : undefined;
  const failure =
    state.status === "error"
      ? state.message
      : state.status === "missing-attribute"
        ? `<campaign-tour>: set the "campaign" attribute (a tour uri such as t/demo-tour).`
        : state.status === "ready" && !tour
          ? `${props.campaign ?? ""} is not a tour`
          : undefined;
  // campaign:ready and campaign:loaderror as every screen fires them (ScreenFrame), once per tour or failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per tour or failure, not per render
  useEffect(() => {
    if (tour) props.onReady?.({ campaignOid: tour.oid });
    if (failure) props.onLoadError?.({ campaign: props.campaign ?? props.campaignOid, message: failure });
  }, [tour?.oid, failure]);
  const language = pickLanguage(props.lang);
  const translation = useI18n(language);
  // The list's skeleton until the language and the tour are there (issue 20: never a blank element).
  if (!translation || (!tour && state.status === "loading")) {
    return (
      <div className="wrapper" dir={translation?.dir} lang={translation ? language : "en-us"}>
        <Skeleton
          shape="list"
          label={translation ? translation.t("common.loading") : landingTexts.common.loading}
        />
      </div>
    );
  }
  const { t, dir } = translation;
  if (!tour) {
    return (
      <div
        className="wrapper status"
        dir={dir}
        lang={language}
        role={state.status === "loading" ? "status" : "alert"}
      >
        {state.status === "loading"
          ? t("common.loading")
          : t("errors.tourAt", { path: props.campaign ?? "" })}
      </div>
    );
  }
  const hero = assetUrl(tour.resources.find((r) => r.assetType === "campaign-image")?.url, props.apiBase);
  return (
    <TranslationContext.Provider value={translation}>
      <article className="wrapper" dir={dir} lang={language} part="card">
        {hero && (
          <TourHero src={hero} alt={t("welcome.heroAlt", { name: tour.name })} focus={tour.heroFocus} />
        )}
        <div className="body">
          <h1>{tour.name}</h1>
          {tour.description && <p>{tour.description}</p>}
          <h2>{t("tour.selectLocation")}</h2>
          <ul className="stops">
            {tour.campaigns.map((stop) => (
              <Stop
                key={`${stop.type}/${stop.urlSlug}`}
                stop={stop}
                language={language}
                apiBase={props.apiBase}
              />
            ))}
          </ul>
        </div>
      </article>
    </TranslationContext.Provider>
  );
}
