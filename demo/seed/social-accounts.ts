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
    {
      type: "follow",
      channel: "email",
      target: "email:newsletter:harbour-lights",
      points: 10,
      name: "Tour newsletter",
    },
  ],
};

export const shares: SocialActions["shares"] = {
  twitter: { enabled: true, order: 1 },
  facebook: { enabled: true, order: 2 },
  linkedin: { enabled: true, order: 3 },
};
