import { createElement, useEffect, useRef, useState } from "react";
import type { CampaignLookup } from "../../sdk/campaign/lookup-campaign.js";
import type { StreamView } from "../../sdk/stream/stream-view.js";

/**
 * A livestream's stream (engagement §2): `<campaign-stream>` takes the hero's place while its player
 * shows, and is the status panel under the video or image hero otherwise. It is its own element
 * (own shadow root and styles) loaded on demand, so the welcome page of other campaigns never carries the
 * player's code. Its `streamviewchange` event tells the welcome page when the player shows, which
 * switches the mobile tabs; its `stepchange` bubbles on to the host like the welcome page's own.
 */
export function StreamHero({
  lookup,
  lang,
  apiBase,
  onView,
  asHero,
}: {
  lookup: CampaignLookup;
  lang: string;
  apiBase?: string | undefined;
  onView: (view: StreamView) => void;
  /** The player shows: the element is the hero. Otherwise it is the status panel under the hero. */
  asHero: boolean;
}) {
  const host = useRef<HTMLElement>(null);
  const [defined, setDefined] = useState(() => customElements.get("campaign-stream") !== undefined);
  useEffect(() => {
    if (defined) return;
    let live = true;
    import("../stream/define.js").then(
      () => live && setDefined(true),
      () => undefined, // no stream then; the rest of the welcome page still works
    );
    return () => {
      live = false;
    };
  }, [defined]);
  useEffect(() => {
    const element = host.current;
    if (!element || !defined) return;
    Object.assign(element, { campaignData: lookup });
    const listener = (event: Event) => {
      const view = (event as CustomEvent<{ view?: StreamView }>).detail?.view;
      if (view) onView(view);
    };
    element.addEventListener("campaign:streamviewchange", listener);
    return () => element.removeEventListener("campaign:streamviewchange", listener);
  }, [defined, lookup, onView]);
  const campaign = lookup.campaign;
  if (!defined || !campaign) return null;
  return createElement("campaign-stream", {
    ref: host,
    class: "stream-hero",
    "data-role": asHero ? "hero" : "panel",
    part: "stream",
    campaign: campaign.uri,
    lang,
    ...(apiBase && { "api-base": apiBase }),
  });
}
