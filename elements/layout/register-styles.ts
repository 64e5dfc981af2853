import { createSheet } from "../runtime/styles.js";

export const registerSheet = createSheet(`
.hero { display: block; inline-size: 100%; block-size: auto; aspect-ratio: 16 / 9; object-fit: cover; border-radius: var(--_radius); margin-block-end: 16px; }
.intro h2 { font-size: 24px; margin-block: 0 8px; overflow-wrap: anywhere; }
.description { position: relative; overflow: hidden; }
.description[data-collapsed="true"] { max-block-size: 200px; }
.description[data-collapsed="true"]::after {
  content: ""; position: absolute; inset-inline: 0; inset-block-end: 0; block-size: 48px;
  background: linear-gradient(transparent, var(--_surface));
}
.description p { overflow-wrap: anywhere; }
.methods { display: grid; gap: 12px; }
.sub-title { font-size: 20px; margin-block: 0 8px; }
.muted { color: var(--_muted); }
.verify-actions { display: flex; flex-wrap: wrap; gap: 4px 20px; margin-block: 12px; }
.confirm-box { border: 1px solid #d9d5e3; border-radius: var(--_radius); padding: 12px; margin-block: 8px 16px; }
.success-note { font-weight: 700; font-size: 18px; color: #1e5b34; }
.policy-links { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 14px; margin-block: 0 12px; }
.form-footer { margin-block-start: 8px; font-size: 14px; color: var(--_muted); }
.lockout { color: #b3261e; font-size: 14px; }
`);
