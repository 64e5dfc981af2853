import { baseSheet } from "../runtime/base-styles.js";
import { defineScreen } from "../runtime/define-element.js";
import { createSheet } from "../runtime/styles.js";
import { CampaignTour, type CampaignTourProps } from "./tour.js";

export { CampaignTour, type CampaignTourProps };

const tourSheet = createSheet(`
.hero { display: block; inline-size: 100%; aspect-ratio: 16 / 9; object-fit: cover; }
.body { padding: 24px 20px 32px; }
h1 { font-size: 26px; }
h2 { font-size: 20px; margin-block-start: 16px; }
.stops { list-style: none; padding: 0; margin: 0; display: grid; gap: 12px; }
.stop { display: flex; flex-direction: column; gap: 2px; padding: 14px 16px; border: 1px solid #d9d5e3; border-radius: var(--_radius); }
.stop-name { font-weight: 700; font-size: 17px; }
.stop-meta { color: var(--_muted); font-size: 14px; }
`);

defineScreen<CampaignTourProps>({
  tag: "campaign-tour",
  component: CampaignTour,
  sheets: [baseSheet, tourSheet],
});
