import { type ReactNode, useEffect, useState } from "react";
import { useT } from "../runtime/translation-context.js";

export interface StepLayoutProps {
  title?: string | undefined;
  /** Registration header: hidden for opt-in (core-journey §2 per-type switches). */
  showHeader: boolean;
  showBack: boolean;
  onBack?: () => void;
  /** Percent; the bar shows only above 0 (core-journey §2). */
  progress?: number | undefined;
  /** core-journey §2: on mobile (768 px or less) a new view slides in from this side. */
  slide?: "forward" | "back" | undefined;
  /** Which view the content shows: a new key plays the slide again (the content is a new box). */
  slideKey?: string | undefined;
  actionBar?: ReactNode;
  children: ReactNode;
}

/** Header bar with back arrow, title (2 lines at most) and progress; content; bottom action bar. */
export function StepLayout(props: StepLayoutProps) {
  const t = useT();
  // core-journey §2: the header transition is enabled 500 ms after mount, so the first paint never animates.
  const [animated, setAnimated] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAnimated(true), 500);
    return () => clearTimeout(timer);
  }, []);
  const progress = props.progress ?? 0;
  return (
    <div className="step" data-slide={props.slide} part="step">
      {props.showHeader && (
        <header className="header" data-animated={animated ? "true" : undefined} part="header">
          <div className="header-bar">
            {props.showBack && (
              <button
                type="button"
                className="back"
                onClick={props.onBack}
                aria-label={t("layout.back")}
                part="back"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path fill="currentColor" d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
                </svg>
              </button>
            )}
            {props.title && <h1 className="header-title">{props.title}</h1>}
          </div>
          {progress > 0 && (
            <div
              className="progress"
              role="progressbar"
              aria-label={t("layout.progress")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress)}
              part="progress"
            >
              <div className="progress-value" style={{ inlineSize: `${progress}%` }} />
            </div>
          )}
        </header>
      )}
      <div className="content" key={props.slideKey}>
        {props.children}
      </div>
      {props.actionBar && (
        <div className="action-bar" part="action-bar">
          {props.actionBar}
        </div>
      )}
    </div>
  );
}
