import { lazy, useEffect } from "react";

// The verification and update-email views load in the background once the screen shows: one chunk,
// so the register screen renders its first view without them.
const loadVerificationViews = () => import("./verification-views.js");
export const EmailCodeView = lazy(() => loadVerificationViews().then((m) => ({ default: m.EmailCodeView })));
export const EmailLinkView = lazy(() => loadVerificationViews().then((m) => ({ default: m.EmailLinkView })));
export const EmailLinkOpenedView = lazy(() =>
  loadVerificationViews().then((m) => ({ default: m.EmailLinkOpenedView })),
);
export const SmsVerificationView = lazy(() =>
  loadVerificationViews().then((m) => ({ default: m.SmsVerificationView })),
);
export const UpdateEmailView = lazy(() =>
  loadVerificationViews().then((m) => ({ default: m.UpdateEmailView })),
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
