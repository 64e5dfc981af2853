import { createSheet } from "../runtime/styles.js";

/** The step layout: header bar with back arrow and progress, content, bottom action bar, snackbars. */
export const layoutSheet = createSheet(`
.step { display: flex; flex-direction: column; min-block-size: 100%; background: var(--_surface); }
/* --campaign-sticky-top: the height of a host page's own sticky bar, which the header stops below. */
.header {
  position: sticky; inset-block-start: var(--campaign-sticky-top, 0px); z-index: 2; background: var(--_surface);
  border-block-end: 1px solid #e4e2ea;
}
.header-bar { display: flex; align-items: center; gap: 8px; min-block-size: 56px; padding-inline: 8px 16px; }
.back {
  inline-size: 44px; block-size: 44px; flex: none; display: grid; place-items: center;
  background: none; border: 0; border-radius: 50%; cursor: pointer; color: var(--_text);
}
.back:hover { background: #f1eff6; }
.back svg { inline-size: 24px; block-size: 24px; }
/* The arrow points back in the reading direction. */
.wrapper[dir="rtl"] .back svg { transform: scaleX(-1); }
.header-title {
  margin: 0; font-size: 18px; font-weight: 700; line-height: 1.3;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden;
}
/* Without a back arrow the title lines up with the content (20px), not with the arrow's box. */
.header-title:first-child { margin-inline-start: 12px; }
.progress { block-size: 4px; background: #ebe8f2; }
.progress-value { block-size: 100%; background: var(--_color); inline-size: 0; }
.header[data-animated="true"] .progress-value { transition: inline-size 0.4s ease; }
.content { flex: 1 1 auto; padding: 20px 20px 24px; }
.action-bar {
  position: sticky; inset-block-end: 0; z-index: 2; padding: 12px 20px calc(12px + env(safe-area-inset-bottom));
  background: var(--_surface); border-block-start: 1px solid #e4e2ea;
}
.snackbar {
  margin: 0 0 16px; padding: 12px 16px; border-radius: var(--_radius); font-size: 15px;
  background: #2b2930; color: #fff;
}
.snackbar[data-tone="error"] { background: #8c1d18; }
.snackbar[data-tone="success"] { background: #1e5b34; }
/* core-journey §2: on mobile a new view slides in, forward from the inline end, back from the start. */
@media (max-width: 768px) {
  .step[data-slide="forward"] .content { animation: slide-in-end 0.25s ease-out; }
  .step[data-slide="back"] .content { animation: slide-in-start 0.25s ease-out; }
  .wrapper[dir="rtl"] .step[data-slide="forward"] .content { animation-name: slide-in-start; }
  .wrapper[dir="rtl"] .step[data-slide="back"] .content { animation-name: slide-in-end; }
}
@keyframes slide-in-end { from { transform: translateX(24px); opacity: 0; } }
@keyframes slide-in-start { from { transform: translateX(-24px); opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .step .content { animation: none !important; }
  .header .progress-value { transition: none !important; }
}
`);
