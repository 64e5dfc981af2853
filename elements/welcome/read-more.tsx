import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../runtime/translation-context.js";

/** Paragraphs of plain text: blank lines separate them (presentation.description keeps line breaks). */
export const paragraphsOf = (text: string | undefined): string[] =>
  (text ?? "").split(/\n{2,}/).filter((p) => p.trim());

/**
 * engagement §2: text taller than `collapsePx` shows collapsed with 'Read more' / 'Read less'. Its height is
 * measured once, the first time it is laid out (a hidden tab has no height yet), so opening and closing
 * never changes whether the toggle shows.
 */
export function ReadMore({ text, collapsePx }: { text: string | undefined; collapsePx: number }) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [collapsible, setCollapsible] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (element.scrollHeight === 0) return;
      setCollapsible(element.scrollHeight > collapsePx);
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [collapsePx]);
  const paragraphs = paragraphsOf(text);
  if (paragraphs.length === 0) return null;
  const collapsed = collapsible && !open;
  return (
    <div className="read-more">
      <div
        ref={ref}
        id={id}
        className="description"
        data-collapsed={collapsed ? "true" : undefined}
        style={collapsed ? { maxBlockSize: `${collapsePx}px` } : undefined}
        part="description"
      >
        {paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {collapsible && (
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          part="read-more"
        >
          {open ? t("welcome.readLess") : t("welcome.readMore")}
        </button>
      )}
    </div>
  );
}
