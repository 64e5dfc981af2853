import { createSheet } from "../runtime/styles.js";

export const followSheet = createSheet(`
.follow-account { margin-block: 20px 0; }
.follow-account h3 { font-size: 16px; margin: 0 0 8px; }
.follow-button[aria-disabled="true"] { cursor: default; }
/* The Messenger plugin's own button takes a line of its own under the action, not a third column. */
.messenger-plugin { flex: 1 0 100%; min-inline-size: 0; max-inline-size: 100%; min-height: 2em; }
.loading-dots { display: inline-block; min-width: 3ch; font-weight: 700; letter-spacing: 0.1em; }
.privacy { margin: 8px 0 0; font-size: 13px; }
`);
