import { createSheet } from "../runtime/styles.js";

export const followSheet = createSheet(`
.follow-account { margin-block: 20px 0; }
.follow-account h3 { font-size: 16px; margin: 0 0 8px; }
.follow-button { display: flex; justify-content: space-between; align-items: center; gap: 12px; text-align: start; }
.follow-button[aria-disabled="true"] { cursor: default; }
.points { font-weight: 700; white-space: nowrap; }
.messenger-plugin { margin-block-start: 8px; min-height: 2em; }
.loading-dots { display: inline-block; min-width: 3ch; font-weight: 700; letter-spacing: 0.1em; }
.privacy { margin: 8px 0 0; font-size: 13px; }
`);
