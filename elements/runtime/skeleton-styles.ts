/**
 * The skeleton's blocks (skeleton.tsx): part of every element's base sheet, so a screen can show its
 * loading state before anything else of it loads. The pulse runs only for fans who accept motion.
 */
export const skeletonCss = /* css */ `
.skeleton { display: grid; gap: 12px; padding: 16px; }
.skeleton-message { margin: 0; color: var(--_muted); }
.bone { display: block; block-size: 16px; border-radius: var(--_radius); background: #ebe9f0; }
.b-h, .b-p { block-size: auto; aspect-ratio: 16 / 9; }
.b-t { block-size: 28px; inline-size: 60%; }
.b-s { inline-size: 40%; }
.b-f, .b-b { block-size: 48px; }
.b-k { block-size: 24px; inline-size: 80%; }
.b-c { block-size: 88px; }
.b-T { block-size: 120px; }
@media (prefers-reduced-motion: no-preference) {
  .bone { animation: skeleton-pulse 1.4s ease-in-out infinite; }
  @keyframes skeleton-pulse { 50% { opacity: 0.5; } }
}
`;
