import { createSheet } from "../runtime/styles.js";

/** The alternative registration: a modal 400px wide at most (engagement §9), or inline on the finished step. */
export const alternativeFormSheet = createSheet(`
.exit-dialog {
  inline-size: min(400px, calc(100vw - 32px)); max-inline-size: 400px; max-block-size: calc(100dvh - 32px);
  overflow: auto; border: 0; border-radius: var(--_radius); padding: 24px 20px 20px;
  color: var(--_text); background: var(--_surface); box-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
}
.exit-dialog::backdrop { background: rgb(0 0 0 / 0.45); }
.exit-close {
  float: inline-end; margin-block: -12px 0; margin-inline: 8px -8px;
  inline-size: 44px; block-size: 44px; display: grid; place-items: center;
  background: none; border: 0; border-radius: 50%; cursor: pointer; color: var(--_text);
}
.exit-close:hover { background: #f1eff6; }
.exit-close svg { inline-size: 24px; block-size: 24px; }
.exit-title { font-size: 20px; margin-block: 0 8px; }
.exit-step-heading { font-weight: 600; color: var(--_text); }
.exit-step-count { font-weight: 400; color: var(--_muted); }
.exit-success strong { display: block; font-size: 18px; }
.exit-inline { max-inline-size: 400px; margin-block: 16px 0; }
`);
