import { createSheet } from "../runtime/styles.js";

/** The success, finished and unlock screens, and the profile card. */
export const successSheet = createSheet(`
.sub-title { font-size: 22px; margin-block: 0 8px; overflow-wrap: anywhere; }
.hero { display: block; inline-size: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: var(--_radius); margin-block-end: 16px; }
a.button { display: block; text-align: center; text-decoration: none; line-height: 24px; }
.profile-card {
  margin-block: 16px; padding: 16px; border-radius: var(--_radius);
  background: color-mix(in srgb, var(--_color) 8%, white); border: 1px solid color-mix(in srgb, var(--_color) 30%, white);
}
.profile-name { font-weight: 700; font-size: 18px; margin: 0 0 8px; }
.profile-stats { display: flex; gap: 24px; margin: 0; }
.profile-stats dt { font-size: 13px; color: var(--_muted); }
.profile-stats dd { margin: 0; font-size: 20px; font-weight: 700; }
.note { color: var(--_muted); }
.tiers { list-style: none; padding: 0; display: grid; gap: 12px; }
.tier { border: 1px solid #d9d5e3; border-radius: var(--_radius); padding: 12px 16px; }
.tier h3 { font-size: 16px; margin: 0 0 4px; }
.tier-details { margin-block-start: 4px; }
.tier-toggle { margin-block-start: 4px; }
.profile-card[data-variant="compact"] { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; padding: 10px 16px; }
.profile-card[data-variant="compact"] .profile-name { margin: 0; font-size: 16px; }
.profile-compact { margin: 0; font-weight: 700; }
.profile-card[data-variant="finished"] { text-align: center; }
.profile-card[data-variant="finished"] .profile-stats { justify-content: center; }
.profile-avatar {
  display: inline-grid; place-items: center; inline-size: 56px; block-size: 56px; border-radius: 50%;
  background: var(--_color); color: #fff; font-weight: 700; font-size: 20px; margin-block-end: 8px;
}
`);
