import { createSheet } from "../runtime/styles.js";

export const welcomeSheet = createSheet(`
.hero {
  display: block;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: color-mix(in srgb, var(--_color) 20%, white);
}
.body { padding: 24px 20px 32px; }
.accent {
  display: block;
  inline-size: 48px;
  block-size: 4px;
  border-radius: 2px;
  background: var(--_color);
  margin-block-end: 16px;
}
h1 { font-size: 28px; margin-block-end: 12px; overflow-wrap: anywhere; }
.cta {
  font: inherit; font-weight: 700; font-size: 16px; cursor: pointer; inline-size: 100%; min-block-size: 48px;
  margin-block-start: 8px; padding: 12px 20px; color: #fff; background: var(--_color); border: 0;
  border-radius: var(--_radius);
}
.description p { color: var(--_text); overflow-wrap: anywhere; }
`);
