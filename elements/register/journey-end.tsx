import { lazy, type ReactElement, Suspense } from "react";
import type { Campaign } from "../../sdk/api/schemas/campaign.js";
import type { Step } from "../../sdk/routing/parse-route.js";
import { useFan } from "../runtime/use-fan.js";

const RegisteredView = lazy(() => import("./registered-view.js"));

/**
 * The register element's own end (issue 21): after a correct code the journey asks the host to move on
 * (`campaign:stepchange`). The hosted site does, replacing this element; a page that does not listen
 * still shows the fan where they stand — "You're registered", their card, the next step — never a
 * loading text forever.
 */
export function JourneyEnd({
  campaign,
  apiBase,
  back,
  onGo,
  loading,
}: {
  campaign: Campaign;
  apiBase: string | undefined;
  back: (() => void) | undefined;
  onGo: (to: Step) => void;
  loading: ReactElement;
}) {
  const fan = useFan(campaign.oid, apiBase);
  if (fan.status !== "fan") return loading;
  return (
    <Suspense fallback={loading}>
      <RegisteredView campaign={campaign} fan={fan.fan} back={back} onGo={onGo} />
    </Suspense>
  );
}
