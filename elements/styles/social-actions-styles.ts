import { createSheet } from "../runtime/styles.js";

/** The lists of social actions of the share, follow and invite steps, with their done and pending marks. */
export const socialActionsSheet = createSheet(`
.sub-title { font-size: 20px; margin-block: 0 8px; }
.muted { color: var(--_muted); }
.share-list { list-style: none; padding: 0; margin: 16px 0 0; display: grid; gap: 12px; }
.share-list li { display: flex; align-items: center; gap: 12px; }
.share-button { flex: 1 1 auto; }
.done { color: #1e5b34; font-weight: 700; white-space: nowrap; }
`);
