import { useLayoutEffect, useRef, useState } from "react";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import { heroResourceOf } from "../../sdk/flow/hero-resource.js";
import { CampaignHero } from "../layout/campaign-hero.js";
import { useT } from "../runtime/translation-context.js";

/** core-journey §2: the description collapses above 200 px with read more / read less. */
const COLLAPSE_ABOVE_PX = 200;

/** Hero image, campaign name and description with read more / read less. */
export function CampaignIntro({ campaign, apiBase }: { campaign: Campaign; apiBase?: string | undefined }) {
  const t = useT();
  const description = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [open, setOpen] = useState(false);
  const paragraphs = (campaign.presentation.description ?? "").split(/\n{2,}/).filter((p) => p.trim());
  // Measured again whenever the text's box changes: a web font arriving, a rotated phone, a narrower
  // window, a new description from campaign data. scrollHeight is the full height even when collapsed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new description means new paragraphs to observe
  useLayoutEffect(() => {
    const element = description.current;
    if (!element) return;
    const measure = () => setTall(element.scrollHeight > COLLAPSE_ABOVE_PX);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The collapsed box keeps its size while its text grows: watch the text too.
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [campaign.presentation.description]);
  // The page's largest paint: sized before it loads, fetched first (the server preloads it too).
  return (
    <div className="intro">
      <CampaignHero
        first
        image={heroResourceOf(campaign, "register")}
        apiBase={apiBase}
        alt={t("welcome.heroAlt", { name: campaign.name })}
        focus={campaign.presentation.heroFocus}
        part="hero"
      />
      <h2 part="title">{campaign.name}</h2>
      <div
        ref={description}
        id="campaign-description"
        className="description"
        data-collapsed={tall && !open ? "true" : undefined}
        part="description"
      >
        {paragraphs.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
          <p key={index}>{text}</p>
        ))}
      </div>
      {tall && (
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls="campaign-description"
          onClick={() => setOpen(!open)}
        >
          {open ? t("register.readLess") : t("register.readMore")}
        </button>
      )}
    </div>
  );
}
