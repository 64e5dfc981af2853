import { createSheet } from "../runtime/styles.js";

/**
 * The fan's profile and tier cards (this folder) and the pages that show them: success, finished,
 * unlock, rewards (their sub-title, hero and link button) and welcome.
 */
export const profileSheet = createSheet(`
.sub-title { font-size: 22px; margin-block: 0 8px; overflow-wrap: anywhere; }
.hero { display: block; inline-size: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: var(--_radius); margin-block-end: 16px; }
a.button { display: block; text-align: center; text-decoration: none; line-height: 24px; }
.profile-card {
  margin-block: 16px; padding: 16px; border-radius: var(--_radius);
  background: color-mix(in srgb, var(--_color) 8%, white); border: 1px solid color-mix(in srgb, var(--_color) 30%, white);
}
.profile-percentile { font-size: 20px; margin: 0 0 8px; overflow-wrap: anywhere; }
.profile-name { font-weight: 700; font-size: 18px; margin: 0 0 8px; }
.profile-stats { display: flex; gap: 24px; margin: 0; }
.profile-stats dt { font-size: 13px; color: var(--_muted); }
.profile-stats dd { margin: 0; font-size: 20px; font-weight: 700; }
.note { color: var(--_muted); }
.tiers { list-style: none; padding: 0; display: grid; gap: 12px; }
.tier { border: 1px solid #d9d5e3; border-radius: var(--_radius); padding: 12px 16px; }
.tier h3 { font-size: 16px; margin: 0 0 4px; }
.tier-details { margin-block-start: 4px; }
.tier-image { display: block; inline-size: 100%; max-block-size: 160px; object-fit: contain; margin-block: 4px 8px; }
.current-badge {
  display: inline-block; margin: 0 0 6px; padding: 2px 10px; border-radius: 999px; font-size: 13px; font-weight: 700;
  color: var(--_text); background: color-mix(in srgb, var(--_color) 12%, white);
  border: 1px solid color-mix(in srgb, var(--_color) 45%, white);
}
.tier-toggle { margin-block-start: 4px; }
.profile-card[data-variant="compact"] { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; padding: 10px 16px; }
.profile-card[data-variant="compact"] .profile-name { margin: 0; font-size: 16px; }
.profile-compact { margin: 0; font-weight: 700; }
.profile-card[data-variant="compact"][data-free] { flex-wrap: wrap; }
/* Its own colours: the welcome page has no layout sheet. */
.profile-card .snackbar {
  margin: 0 0 12px; padding: 10px 14px; border-radius: var(--_radius); font-size: 15px; flex-basis: 100%;
  color: #fff; background: #1e5b34;
}
.standing {
  margin-block-start: 12px; block-size: 8px; border-radius: 4px; overflow: hidden;
  background: color-mix(in srgb, var(--_color) 18%, white);
}
/* engagement §9: starts after 500 ms (set by the component), then fills; mirrored right-to-left by logical sizing. */
.standing-fill { display: block; block-size: 100%; inline-size: 0; background: var(--_color); transition: inline-size 600ms ease-out; }
@media (prefers-reduced-motion: reduce) { .standing-fill { transition: none; } }
/* Text in the text colour: a campaign colour on white is not always readable at 16 px. */
.improve {
  font: inherit; font-weight: 700; font-size: 16px; cursor: pointer; inline-size: 100%; min-block-size: 48px;
  padding: 12px 20px; color: var(--_text); background: color-mix(in srgb, var(--_color) 8%, white);
  border: 2px solid var(--_color); border-radius: var(--_radius);
}
.profile-card[data-variant="finished"] { text-align: center; }
.profile-card[data-variant="finished"] .profile-stats { justify-content: center; }
.profile-avatar {
  display: inline-grid; place-items: center; inline-size: 56px; block-size: 56px; border-radius: 50%;
  background: var(--_color); color: #fff; font-weight: 700; font-size: 20px; margin-block-end: 8px;
}
`);
