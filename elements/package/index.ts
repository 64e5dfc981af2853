// The package's main entry ("@fan-campaigns/elements"): the list of tags and the host types. Importing it
// defines nothing; each element is its own entry (`@fan-campaigns/elements/campaign-register`) and the
// autoloader (`@fan-campaigns/elements/autoloader`) imports them as their tags appear.
export { elementTags } from "../entries.mjs";
export type { ExitIntentCloseDetail, FinishedDetail } from "../exit-intent/exit-intent.js";
export type {
  ErrorDetail,
  LoadErrorDetail,
  ReadyDetail,
  RegisteredDetail,
  StepChangeDetail,
} from "../runtime/step-events.js";
export type { StreamViewDetail } from "../stream/stream.js";
export type {
  CampaignElement,
  CampaignElementProps,
  CampaignElementTagNameMap,
  CampaignElementValues,
  CampaignEventDetails,
  CampaignEventMap,
  CampaignTag,
  EventNameOf,
} from "./host-types.js";
