// engagement §4: on mobile a scroll up is an exit intent: the position is checked every 50 ms and compared
// with the furthest point of the last 1000 ms; 75 px back up triggers.

export const SCROLL_CHECK_MS = 50;
export const SCROLL_WINDOW_MS = 1000;
export const SCROLL_UP_PX = 75;

interface Sample {
  at: number;
  y: number;
}

/** Feeds scroll positions; answers true on the sample that completes a scroll up. */
export class ScrollUpDetector {
  #samples: Sample[] = [];

  sample(at: number, y: number): boolean {
    this.#samples = this.#samples.filter((s) => at - s.at <= SCROLL_WINDOW_MS);
    this.#samples.push({ at, y });
    const furthest = Math.max(...this.#samples.map((s) => s.y));
    if (furthest - y < SCROLL_UP_PX) return false;
    // Start afresh so one long scroll up triggers once.
    this.#samples = [{ at, y }];
    return true;
  }
}

export interface ScrollSource {
  readonly scrollY: number;
}

/** Checks the scroll position every 50 ms; returns the stop function. */
export function watchScrollUp(
  source: ScrollSource,
  onScrollUp: () => void,
  now = () => Date.now(),
): () => void {
  const detector = new ScrollUpDetector();
  detector.sample(now(), source.scrollY);
  const timer = setInterval(() => {
    if (detector.sample(now(), source.scrollY)) onScrollUp();
  }, SCROLL_CHECK_MS);
  return () => clearInterval(timer);
}
