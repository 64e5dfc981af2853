import { createSheet } from "../runtime/styles.js";

/** The lists of social actions of the share, follow and invite steps, with their done and pending marks. */
export const socialActionsSheet = createSheet(`
.sub-title { font-size: 20px; margin-block: 0 8px; }
.muted { color: var(--_muted); }
.share-list {
  list-style: none; padding: 0; margin: 16px 0 0; display: grid; gap: 12px;
  /* One column the width of the screen: an auto column grows to its widest row (a card with its
     "✓ Followed" beside it), which widened every card of the group past a phone's edge. */
  grid-template-columns: minmax(0, 1fr);
}
/* The mark moves under its button when both do not fit on one line. */
.share-list li { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
/* A social button: the service's icon, its text, then its points (issue 20). */
.share-button { flex: 1 1 12em; min-inline-size: 0; display: flex; align-items: center; gap: 12px; text-align: start; }
.done { color: #1e5b34; font-weight: 700; white-space: nowrap; }
.share-button > .label { flex: 1 1 auto; min-inline-size: 0; }
.points { font-weight: 700; white-space: nowrap; }
.channel-icon {
  display: inline-grid; place-items: center; inline-size: 32px; block-size: 32px;
  border-radius: 50%; background: #ebe9f0;
}
.channel-icon svg { inline-size: 18px; }
/* A completed action: filled, with a tick and the points it earned ("✓ +10 pts"). */
.share-button[data-done="true"] { color: #1e5b34; background: #e8f5ec; border-color: #1e5b34; }
.earned { padding: 2px 10px; border-radius: 999px; color: #fff; background: #1e5b34; font-weight: 700; white-space: nowrap; }
`);
