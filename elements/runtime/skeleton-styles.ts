/**
 * The skeleton's blocks (skeleton.tsx): part of every element's base sheet, so a screen can show its
 * loading state before anything else of it loads. The shimmer runs only for fans who accept motion.
 */
export const skeletonCss = /* css */ `
.skeleton { display: flex; flex-direction: column; gap: 12px; padding: 16px; }
.skeleton-message { margin: 0; color: var(--_muted); }
.bone { display: block; border-radius: var(--_radius); background: #ebe9f0; block-size: 16px; }
.bone.hero { block-size: auto; aspect-ratio: 16 / 9; margin: -16px -16px 4px; border-radius: 0; }
.bone.player { block-size: auto; aspect-ratio: 16 / 9; }
.bone.title { block-size: 28px; inline-size: 60%; }
.bone.short { inline-size: 40%; }
.bone.field { block-size: 48px; }
.bone.check { block-size: 24px; inline-size: 80%; }
.bone.button, .bone.row { block-size: 48px; }
.bone.card { block-size: 88px; }
.bone.tall { block-size: 120px; }
@media (prefers-reduced-motion: no-preference) {
  .bone {
    background: linear-gradient(90deg, #ebe9f0 40%, #f6f5f9 50%, #ebe9f0 60%) 0 0 / 300% 100%;
    animation: skeleton-shimmer 1.4s linear infinite;
  }
  @keyframes skeleton-shimmer { to { background-position: -150% 0; } }
}
`;
