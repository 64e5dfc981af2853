/**
 * The loading state of a screen (issue 20): grey blocks shaped like the screen it stands for, so the fan
 * sees where things will be and nothing jumps when they come. The region says it is busy (aria-busy) and
 * is a status named by its text; the blocks are hidden from assistive technology. CSS in base-styles.ts.
 */
export type SkeletonShape = "landing" | "form" | "board" | "profile" | "list" | "payment" | "stream";

/**
 * Each shape's blocks, top to bottom, one letter a block (its class `b-<letter>` in base-styles.ts):
 * hero, title, line, short line, field, check, button/row, card, tall card, player. Letters, not words:
 * every element carries this table in its first load.
 */
const BLOCKS: Record<SkeletonShape, string> = {
  landing: "htlscc",
  form: "tlfffkb",
  board: "Ttccc",
  profile: "T",
  list: "tsbbbb",
  payment: "tbbffb",
  stream: "p",
};

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
      {[...BLOCKS[shape]].map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
        <i key={index} className={`bone b-${block}`} aria-hidden="true" />
      ))}
    </div>
  );
}
