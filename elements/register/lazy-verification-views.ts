import { lazy, useEffect } from "react";

// The verification and update-email views load in the background once the screen shows (one chunk).
const loadVerificationViews = () => import("./verification-views.js");
export const VerificationStep = lazy(() =>
  loadVerificationViews().then((m) => ({ default: m.VerificationStep })),
);
export const UpdateEmailStep = lazy(() =>
  loadVerificationViews().then((m) => ({ default: m.UpdateEmailStep })),
);
export const EmailLinkOpenedView = lazy(() =>
  loadVerificationViews().then((m) => ({ default: m.EmailLinkOpenedView })),
);

/** Loads the views after the form while the fan fills it in (when the browser is idle, within 2 s). */
export function usePreloadVerificationViews(): void {
  useEffect(() => {
    const load = () => void loadVerificationViews().catch(() => undefined);
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 0);
    return () => clearTimeout(id);
  }, []);
}
