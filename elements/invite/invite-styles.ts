import { createSheet } from "../runtime/styles.js";

export const inviteSheet = createSheet(`
.invite-link { display: grid; gap: 6px; margin-block: 16px 0; }
.invite-link label { font-weight: 700; }
.invite-link-row { display: flex; gap: 8px; }
.invite-link-row .input { flex: 1 1 auto; min-inline-size: 0; }
.invite-link-row .button { flex: 0 0 auto; inline-size: auto; }
/* Where the fan's invites stand: muted while no friend has joined, then the done colour and the points. */
.invite-standing { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin-block: 8px 0; color: var(--_muted); }
.invite-standing:empty { margin: 0; }
.invite-standing[data-standing="joined"] { color: #1e5b34; font-weight: 700; }
.divider { display: flex; align-items: center; gap: 12px; color: var(--_muted); margin-block: 20px 4px; }
.divider::before, .divider::after { content: ""; flex: 1 1 auto; border-block-start: 1px solid #d9d5e3; }
.app-modal { max-inline-size: min(400px, calc(100vw - 32px)); border: 0; border-radius: var(--_radius); padding: 20px; color: var(--_text); background: var(--_surface); }
.app-modal::backdrop { background: rgb(0 0 0 / 0.45); }
.app-modal form { display: grid; gap: 10px; }
.app-modal label { font-weight: 700; }
.app-modal-actions { display: flex; gap: 8px; margin-block-start: 6px; }
`);
