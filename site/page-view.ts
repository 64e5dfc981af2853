import type { ApiClient } from "../sdk/api/client.js";

/** Records one page view per navigation (core-journey §7: version 2, the step name or 'landing'). */
export function sendPageView(
  client: ApiClient,
  pageName: string,
  owner: { campaignOid: string } | { tourOid: string },
): void {
  client
    .request({ method: "POST", path: "/campaign-page-view", body: { pageName, version: 2, ...owner } })
    .catch(() => {
      // core-journey §8: such failures are ignored; a page view must never break the page.
    });
}
