// The icons' paths, loaded after the screen's first render (channel-icon.tsx): about 5 KB gzip that the
// elements' size budgets leave no room for in their first load.
import {
  siFacebook,
  siInstagram,
  siMessenger,
  siSnapchat,
  siSpotify,
  siTiktok,
  siTwitch,
  siWhatsapp,
  siX,
  siYoutube,
} from "simple-icons";
import type { Channel } from "../../sdk/social/channels.js";

/** A 24×24 glyph and the colour behind it. */
export interface Glyph {
  readonly path: string;
  readonly hex: string;
}

// Generic channels have no brand: plain glyphs of our own, in the campaign's purple.
const MAIL: Glyph = {
  hex: "5B3A9E",
  path: "M3 4h18a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 3.2V18h18V7.2l-9 6-9-6ZM4.8 6 12 10.8 19.2 6H4.8Z",
};
const TEXT: Glyph = {
  hex: "5B3A9E",
  path: "M4 2h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H7l-5 4V4a2 2 0 0 1 2-2Zm3 6v2h10V8H7Zm0 4v2h7v-2H7Z",
};
const LINK: Glyph = {
  hex: "5B3A9E",
  path: "M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0Zm-2.1 5.3a4.5 4.5 0 0 1-3.2-7.7l2.1-2.1 1.4 1.4-2.1 2.1a2.5 2.5 0 0 0 3.5 3.5l2.1-2.1 1.4 1.4-2.1 2.1a4.5 4.5 0 0 1-3.1 1.4Zm8.3-5-1.4-1.4 2.1-2.1a2.5 2.5 0 0 0-3.5-3.5l-2.1 2.1-1.4-1.4 2.1-2.1a4.5 4.5 0 0 1 6.4 6.4l-2.2 2Z",
};
// Simple Icons no longer carries LinkedIn's logo (removed at the brand's request): a generic briefcase.
const WORK: Glyph = {
  hex: "5B3A9E",
  path: "M9 3h6a2 2 0 0 1 2 2v1h4a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4V5a2 2 0 0 1 2-2Zm0 3h6V5H9v1ZM3 8v4h18V8H3Zm0 6v5h18v-5h-7v1h-4v-1H3Z",
};

/**
 * Every channel's icon (the compiler asks for a new row of sdk/social/channels.ts): the brand's from
 * Simple Icons (CC0; each imported by name, so a bundle carries only these), generic ones our own.
 */
const ICONS: Record<Channel, Glyph> = {
  "facebook:messenger": siMessenger,
  messenger: siMessenger,
  sms: TEXT,
  email: MAIL,
  instagram: siInstagram,
  facebook: siFacebook,
  "facebook:event": siFacebook,
  spotify: siSpotify,
  twitter: siX,
  youtube: siYoutube,
  snapchat: siSnapchat,
  tiktok: siTiktok,
  twitch: siTwitch,
  linkedin: WORK,
  whatsapp: siWhatsapp,
  url: LINK,
  copy: LINK,
};

/** Black or white, whichever reads better on the brand colour (Snapchat's yellow wants black). */
function glyphColour(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.6 ? "#000" : "#fff";
}

/**
 * A channel's glyph and the colour it is drawn in on its brand colour; an unknown channel (actions name
 * channels we may not know) gets the link.
 */
export function glyphOf(channel: string): Glyph & { on: string } {
  const glyph = Object.hasOwn(ICONS, channel) ? ICONS[channel as Channel] : LINK;
  return { path: glyph.path, hex: glyph.hex, on: glyphColour(glyph.hex) };
}
