import { useEffect, useRef, useState } from "react";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { HeroFocus } from "../../sdk/api/schemas/hero-focus.js";
import { heroResourceOf } from "../../sdk/flow/hero-resource.js";
import { heroMedia } from "../../sdk/flow/welcome-content.js";
import { CampaignHero } from "../layout/campaign-hero.js";
import { assetUrl } from "../runtime/asset-url.js";
import { useT } from "../runtime/translation-context.js";

/**
 * The welcome page's hero (engagement §2): a video behind a play button, else the campaign image.
 * A livestream campaign shows `<campaign-stream>` in this place instead (stream-hero.tsx).
 */
export function WelcomeHero({ campaign, apiBase }: { campaign: Campaign; apiBase?: string | undefined }) {
  const t = useT();
  const media = heroMedia(campaign);
  // The image, or the video's poster.
  const image = heroResourceOf(campaign, "welcome");
  if (media.kind === "video") {
    const url = assetUrl(media.url, apiBase);
    if (url) {
      return (
        <VideoHero
          url={url}
          mediaType={media.mediaType}
          poster={image}
          apiBase={apiBase}
          focus={campaign.presentation.heroFocus}
          name={campaign.name}
        />
      );
    }
  }
  if (media.kind !== "image") return null;
  // The page's largest paint: sized before it loads, fetched first (the server preloads it too).
  return (
    <CampaignHero
      first
      image={image}
      apiBase={apiBase}
      alt={t("welcome.heroAlt", { name: campaign.name })}
      focus={campaign.presentation.heroFocus}
      part="hero"
    />
  );
}

/** engagement §4 "Video hero": a play button shows the video; when it ends it hides and resets. */
function VideoHero({
  url,
  mediaType,
  poster,
  apiBase,
  focus,
  name,
}: {
  url: string;
  mediaType?: string | undefined;
  poster: { url?: string | undefined; widths?: readonly number[] | undefined } | undefined;
  apiBase: string | undefined;
  focus: HeroFocus | undefined;
  name: string;
}) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const play = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (playing) {
      video.current?.focus();
      video.current?.play().catch(() => undefined);
    } else if (returnFocus.current) {
      play.current?.focus();
      returnFocus.current = false;
    }
  }, [playing]);
  const ended = () => {
    const element = video.current;
    if (element) {
      element.pause();
      element.currentTime = 0;
      // The play button comes back: keep the keyboard user where the video was.
      returnFocus.current = element.matches(":focus");
    }
    setPlaying(false);
  };
  return (
    <div className="hero video-hero" data-playing={playing ? "true" : undefined} part="hero">
      {!playing && (
        <CampaignHero
          first
          className="hero-image"
          image={poster}
          apiBase={apiBase}
          alt={t("welcome.heroAlt", { name })}
          focus={focus}
        />
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: a campaign has no caption file (engagement §3 resources) */}
      <video
        ref={video}
        className="hero-video"
        hidden={!playing}
        controls
        playsInline
        preload="none"
        tabIndex={-1}
        aria-label={t("welcome.video", { name })}
        onEnded={ended}
        part="video"
      >
        <source src={url} type={mediaType} />
      </video>
      {!playing && (
        <button ref={play} type="button" className="play" onClick={() => setPlaying(true)} part="play">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M8 5v14l11-7z" />
          </svg>
          <span className="visually-hidden">{t("welcome.playVideo")}</span>
        </button>
      )}
    </div>
  );
}
