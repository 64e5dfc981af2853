import { type CSSProperties, type MouseEvent, type ReactNode, useEffect, useState } from "react";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { CampaignLookup } from "../../sdk/campaign/lookup-campaign.js";
import { readableThemeColor } from "../../sdk/campaign/theme-color.js";
import { type Language, pickLanguage } from "../../sdk/i18n/languages.js";
import { landingTexts } from "../../sdk/i18n/locales/en-us/landing.js";
import type { CataloguePart } from "../../sdk/i18n/locales/en-us.js";
import { Skeleton, type SkeletonShape } from "./skeleton.js";
import type { ScreenEvents } from "./step-events.js";
import { TranslationContext } from "./translation-context.js";
import { type CampaignSource, useCampaign } from "./use-campaign.js";
import { type Translation, useI18n } from "./use-i18n.js";

export interface ScreenProps extends CampaignSource, ScreenEvents {
  /**
   * en-us, ar, es, fr, de or nl; default: the page's `<html lang>` when it is one of those, else the
   * campaign's defaultLanguage, else en-us.
   */
  lang?: string;
  /** Attribute `preview` (set by the hosted preview page): see PREVIEW_BLOCKED below. */
  preview?: boolean;
}

/**
 * The social controls of share, follow and invite (each a button with `data-channel`). In preview mode
 * a click on one is stopped before the screen's own handler runs (so nothing opens and no action is
 * recorded) and the screen shows 'This is not available while in preview mode' (engagement §6, §8).
 */
export const PREVIEW_BLOCKED = "button[data-channel]";

export interface ScreenContext {
  lookup: CampaignLookup;
  campaign: Campaign;
  translation: Translation;
  language: Language;
}

/** The host page's `<html lang>`, as the loader reads it (unset or unknown: no preference). */
const pageLanguage = () =>
  typeof document === "undefined" ? undefined : document.documentElement.lang || undefined;

/**
 * `campaign:ready` once the first screen shows; `campaign:loaderror` (and, for a missing attribute, one
 * console message for the page's author) when the campaign cannot load.
 */
function useLoadEvents(props: ScreenProps, state: ReturnType<typeof useCampaign>, tag: string) {
  const oid = state.status === "ready" ? state.lookup.campaign?.oid : undefined;
  const failure =
    state.status === "error"
      ? state.message
      : state.status === "missing-attribute"
        ? `<${tag}>: set the "campaign" attribute (a uri such as p/demo-presale) or "campaign-oid".`
        : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per campaign or failure, not per render
  useEffect(() => {
    if (oid) props.onReady?.({ campaignOid: oid });
    if (state.status === "missing-attribute") console.error(failure);
    if (failure) props.onLoadError?.({ campaign: props.campaign ?? props.campaignOid, message: failure });
  }, [oid, failure]);
  return failure;
}

/**
 * What every screen element shares: loads the campaign and the language, then renders its content in
 * a wrapper carrying `dir`, `lang` and the campaign colour (never on the host, which belongs to the page).
 */
export function ScreenFrame({
  props,
  tag,
  texts,
  skeleton = "form",
  children,
}: {
  props: ScreenProps;
  tag: string;
  /** The en-us parts the screen shows beyond the landing page's (sdk/i18n/locales/en-us/: forms.ts, registration.ts, journey.ts). */
  texts?: CataloguePart | readonly CataloguePart[];
  /** The shape of the screen's loading state (skeleton.tsx); default a form. */
  skeleton?: SkeletonShape;
  children: (screen: ScreenContext) => ReactNode;
}) {
  const state = useCampaign(props);
  const campaign = state.status === "ready" ? state.lookup.campaign : undefined;
  const language = pickLanguage(props.lang, pageLanguage(), campaign?.settings?.defaultLanguage);
  const failure = useLoadEvents(props, state, tag);
  const translation = useI18n(language, texts);
  const [refused, setRefused] = useState(false);
  // Until the language and the campaign are there, the screen's skeleton (never a blank element); before
  // the language loads, its name is the en-us text every bundle carries.
  if (!translation || state.status === "loading") {
    return (
      <div className="wrapper" dir={translation?.dir} lang={translation ? language : "en-us"}>
        <Skeleton
          shape={skeleton}
          label={translation ? translation.t("common.loading") : landingTexts.common.loading}
        />
      </div>
    );
  }
  const { t, dir } = translation;
  if (state.status === "missing-attribute") {
    // A mistake of the page's author, told in the words the console and campaign:loaderror use.
    return (
      <div className="wrapper status error-text" dir="ltr" lang="en" role="alert">
        {failure}
      </div>
    );
  }
  if (state.status !== "ready" || !campaign) {
    return (
      <div className="wrapper status error-text" dir={dir} lang={language} role="alert">
        {t("errors.campaignAt", { path: props.campaign ?? props.campaignOid ?? "" })}
      </div>
    );
  }
  const color = readableThemeColor(campaign.presentation?.color);
  const refuseInPreview = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (!target?.closest?.(PREVIEW_BLOCKED)) return;
    event.preventDefault();
    event.stopPropagation();
    setRefused(true);
  };
  return (
    <TranslationContext.Provider value={translation}>
      <div
        className="wrapper"
        dir={dir}
        lang={language}
        // A host page's --campaign-color wins over the campaign's own (docs/elements.md "Theming").
        style={{ "--_color": `var(--campaign-color, ${color})` } as CSSProperties}
        onClickCapture={props.preview ? refuseInPreview : undefined}
      >
        {props.preview && refused && (
          <p className="snackbar" data-tone="info" role="alert" part="snackbar">
            {t("preview.notAvailable")}
          </p>
        )}
        {children({ lookup: state.lookup, campaign, translation, language })}
      </div>
    </TranslationContext.Provider>
  );
}
