import type { SocialAccountInput, SocialActions } from "../../sdk/api/schemas/index.js";
import { asset } from "./seed-kit.js";

// The demo artist and promoter accounts fans can follow, and the share channels most campaigns use.

export const velvetComets: SocialAccountInput = {
  key: "velvet-comets",
  name: "The Velvet Comets",
  privacyPolicyUrl: asset("privacy.html"),
  actions: [
    {
      type: "follow",
      channel: "spotify",
      target: "spotify:artist:0dEmoVelvetComets01",
      points: 10,
      name: "The Velvet Comets",
    },
    {
      type: "follow",
      channel: "instagram",
      target: "instagram:user:thevelvetcomets",
      name: "@thevelvetcomets",
    },
    {
      type: "follow",
      channel: "youtube",
      target: "youtube:channel:UCdemoVelvetComets",
      name: "The Velvet Comets TV",
    },
    { type: "follow", channel: "twitter", target: "twitter:user:velvetcomets", name: "@velvetcomets" },
    { type: "follow", channel: "tiktok", target: "tiktok:user:velvetcomets", name: "@velvetcomets" },
  ],
};

export const harbourLights: SocialAccountInput = {
  key: "harbour-lights",
  name: "Harbour Lights Touring",
  privacyPolicyUrl: asset("privacy.html"),
  actions: [
    // engagement §4 Messenger action: the page id is the target's fourth colon part.
    {
      type: "follow",
      channel: "facebook:messenger",
      target: "facebook:messenger:page:100000000000001",
      points: 10,
      name: "Harbour Lights Touring",
    },
    {
      type: "follow",
      channel: "facebook",
      target: "facebook:page:100000000000001",
      name: "Harbour Lights Touring",
    },
    // No points of its own: an email action earns 10 (engagement §4 converted-account defaults).
    { type: "follow", channel: "email", target: "email:newsletter:harbour-lights", name: "Tour newsletter" },
  ],
};

/**
 * The presale's own rewards: connecting a Spotify account (the follow page's connect-accounts section)
 * and invite points. Its twitter share and whatsapp invite make engagement §4 add a twitter invite worth
 * the whatsapp invite's points.
 */
export const auroraRewards: SocialAccountInput = {
  key: "aurora-rewards",
  name: "Aurora Tour rewards",
  actions: [
    { type: "connect", channel: "spotify", target: "spotify:connect:account", points: 10, name: "Spotify" },
    { type: "share", channel: "twitter", target: "twitter:share", points: 5 },
    { type: "invite", channel: "whatsapp", target: "whatsapp:invite", points: 5 },
  ],
};

export const shares: SocialActions["shares"] = {
  twitter: { enabled: true, order: 1 },
  facebook: { enabled: true, order: 2 },
  linkedin: { enabled: true, order: 3 },
};
