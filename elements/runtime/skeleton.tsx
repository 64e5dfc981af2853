/**
 * The loading state of a screen (issue 20): grey blocks shaped like the screen it stands for, so the fan
 * sees where things will be and nothing jumps when they come. The region says it is busy (aria-busy) and
 * is a status named by its text; the blocks are hidden from assistive technology. CSS in skeleton-styles.ts.
 */
export type SkeletonShape = "landing" | "form" | "board" | "profile" | "list" | "payment" | "stream";

/** Each shape's blocks, top to bottom (class names of skeleton-styles.ts). */
const BLOCKS: Record<SkeletonShape, readonly string[]> = {
  landing: ["hero", "title", "line", "line short", "card", "card"],
  form: ["title", "line", "field", "field", "field", "check", "button"],
  board: ["card tall", "title", "card", "card", "card"],
  profile: ["card tall"],
  list: ["title", "line short", "row", "row", "row", "row"],
  payment: ["title", "row", "row", "field", "field", "button"],
  stream: ["player"],
};

/** Which shape each element's first load shows (ScreenFrame); a tag not listed shows a form. */
const SHAPE_OF_TAG: Readonly<Record<string, SkeletonShape>> = {
  "campaign-welcome": "landing",
  "campaign-rewards": "board",
  "campaign-success": "board",
  "campaign-finished": "board",
  "campaign-follow": "list",
  "campaign-share": "list",
  "campaign-invite": "list",
  "campaign-tour": "list",
  "campaign-product": "list",
  "campaign-payment": "payment",
  "campaign-stream": "stream",
};

export const skeletonShapeOf = (tag: string): SkeletonShape => SHAPE_OF_TAG[tag] ?? "form";

export function Skeleton({
  shape,
  label,
  message,
}: {
  shape: SkeletonShape;
  /** What is loading, for assistive technology (the status's name and text). */
  label: string;
  /** A text the spec shows while waiting (the payment's "Loading payment information…"), shown too. */
  message?: string | undefined;
}) {
  return (
    <div
      className="skeleton"
      data-shape={shape}
      role="status"
      aria-busy="true"
      aria-label={label}
      part="skeleton"
    >
      {message ? (
        <p className="skeleton-message">{message}</p>
      ) : (
        <span className="visually-hidden">{label}</span>
      )}
      {BLOCKS[shape].map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
        <span key={index} className={`bone ${block}`} aria-hidden="true" />
      ))}
    </div>
  );
}
