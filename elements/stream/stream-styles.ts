import { createSheet } from "../runtime/styles.js";

/** <campaign-stream>: the player box (16:9), the play button, the starting-soon and expired pages. */
export const streamSheet = createSheet(`
.stream { display: grid; gap: 12px; padding-block: 16px; }
.stream-title { font-size: 22px; margin: 0; overflow-wrap: anywhere; }
.stream-text { margin: 0; }
.stream-feedback { margin: 0; color: var(--_muted); }
.stream-actions { display: grid; gap: 8px; }
.player {
  position: relative; inline-size: 100%; aspect-ratio: 16 / 9;
  background: #000; border-radius: var(--_radius); overflow: hidden;
}
.player-frame { position: absolute; inset: 0; inline-size: 100%; block-size: 100%; border: 0; }
/* Facebook, Twitch and Vimeo load behind the curtain for 10 s: hidden from sight and from the a11y tree. */
.player-frame[data-shown="false"] { visibility: hidden; }
.player-loading {
  position: absolute; inset: 0; display: grid; place-items: center; margin: 0; color: #fff;
}
/* The box the player will fill pulses while it loads (issue 20), for fans who accept motion. */
@media (prefers-reduced-motion: no-preference) {
  .player[aria-busy="true"] .player-loading { animation: skeleton-pulse 1.4s ease-in-out infinite; }
}
.play {
  justify-self: center; display: grid; place-items: center; inline-size: 72px; block-size: 72px;
  border-radius: 50%; border: 0; cursor: pointer; color: #fff; background: var(--_color);
}
.play svg { inline-size: 36px; block-size: 36px; fill: currentColor; }
.play:disabled { opacity: 0.55; cursor: not-allowed; }
`);
