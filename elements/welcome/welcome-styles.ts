import { createSheet } from "../runtime/styles.js";

/** The welcome page. Logical properties throughout, so right-to-left languages mirror it. */
export const welcomeSheet = createSheet(`
.welcome { max-inline-size: 960px; margin-inline: auto; background: var(--_surface); }
.welcome-header { padding: 12px 20px; border-block-end: 1px solid #e4e2ea; font-weight: 700; }
.welcome-header p { margin: 0; overflow-wrap: anywhere; }
.hero {
  margin: 0; border-radius: 0;
  display: block;
  position: relative;
  inline-size: 100%;
  /* the img's width/height attributes give its ratio before it loads; the box follows the column */
  block-size: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: color-mix(in srgb, var(--_color) 20%, white);
}
.hero-image, .hero-video { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
.hero-video[hidden] { display: none; }
.stream-hero { display: block; }
.stream-hero[data-role="panel"] { margin-inline: 20px; }
.fan-card { display: grid; gap: 8px; }
.fan-card .profile-card { margin: 0; }
.tab-panel > .fan-card { margin-block-end: 20px; }
.play {
  position: absolute; inset: 0; margin: auto; inline-size: 72px; block-size: 72px; border-radius: 50%;
  display: grid; place-items: center; border: 0; cursor: pointer; color: #fff;
  background: color-mix(in srgb, var(--_color) 85%, black);
  box-shadow: 0 2px 12px rgb(0 0 0 / 0.3);
}
.play svg { inline-size: 40px; block-size: 40px; }
/* The triangle points in the reading direction's "forward". */
.wrapper[dir="rtl"] .play svg { transform: scaleX(-1); }
.body { padding: 20px 20px 32px; display: grid; gap: 20px; }
.accent {
  display: block; inline-size: 48px; block-size: 4px; border-radius: 2px; background: var(--_color);
  margin-block-end: 16px;
}
h1 { font-size: 28px; margin-block-end: 12px; overflow-wrap: anywhere; }
h2 { font-size: 20px; }
h3 { font-size: 17px; }
.overview {
  padding: 20px; border-radius: var(--_radius); border: 1px solid #e4e2ea; background: var(--_surface);
}
.dates, .facts { margin: 0 0 12px; display: grid; gap: 8px; }
.dates dt, .facts dt { font-size: 13px; color: var(--_muted); }
.dates dd, .facts dd { margin: 0; overflow-wrap: anywhere; }
.facts dd p { margin: 0; }
/* White on the campaign colour darkened a little: a bright colour (c/demo-competition's orange) alone is
   below 4.5:1 with white text (axe). */
.cta {
  font: inherit; font-weight: 700; font-size: 16px; cursor: pointer; inline-size: 100%; min-block-size: 48px;
  margin-block-start: 8px; padding: 12px 20px; color: #fff; background: color-mix(in srgb, var(--_color) 85%, black);
  border: 0; border-radius: var(--_radius);
}
.registered { margin: 8px 0 0; font-weight: 700; color: #1e5b34; }
.registered::before { content: "✓ "; }
.description { overflow: hidden; }
.description p { color: var(--_text); overflow-wrap: anywhere; }
.description[data-collapsed="true"] {
  mask-image: linear-gradient(to bottom, black 60%, transparent);
}
.link-button { font-weight: 700; }
.referrer {
  display: flex; align-items: center; gap: 12px; padding: 12px 16px; border-radius: var(--_radius);
  background: color-mix(in srgb, var(--_color) 10%, white);
}
.referrer p { margin: 0; font-weight: 700; }
.avatar { inline-size: 40px; block-size: 40px; border-radius: 50%; object-fit: cover; }
.section { display: block; }
.section + .section, .read-more + .section { margin-block-start: 20px; }
.event-name { font-weight: 700; }
.reward-group { margin-block-start: 12px; }
.friends { padding-inline-start: 20px; }
.tabs {
  display: flex; gap: 4px; overflow-x: auto; border-block-end: 1px solid #e4e2ea;
  position: sticky; inset-block-start: 0; background: var(--_surface); z-index: 1;
}
.tabs [role="tab"] {
  font: inherit; font-weight: 700; font-size: 15px; flex: 1 0 auto; min-block-size: 48px; padding: 8px 12px;
  color: var(--_muted); background: none; border: 0; border-block-end: 3px solid transparent; cursor: pointer;
}
.tabs [role="tab"][aria-selected="true"] { color: var(--_text); border-block-end-color: var(--_color); }
.tab-panel { padding-block-start: 16px; }
.sticky-slot { position: sticky; inset-block-start: 0; block-size: 0; z-index: 3; }
.sticky-bar {
  display: flex; align-items: center; gap: 16px; padding: 8px 20px; background: var(--_surface);
  border-block-end: 1px solid #e4e2ea; box-shadow: 0 2px 8px rgb(0 0 0 / 0.08);
}
.sticky-name { margin: 0; flex: 1 1 auto; font-weight: 700; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sticky-bar .cta { inline-size: auto; margin: 0; flex: none; }
`);
