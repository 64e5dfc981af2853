import { CAMPAIGN_URI_PATH } from "../api/calls/lookup-path.js";
import type { CampaignUriQuery } from "../routing/route-target.js";

// What a campaign lookup asks for, without its call's schemas (the first view sends it before they load).

/** A campaign or tour as the HTTP API names it: `{ uri }` (`p/demo-presale`, `demo`, `t/demo-tour`) or `{ oid }`. */
export type LookupTarget = CampaignUriQuery;

export { CAMPAIGN_URI_PATH };

export const lookupQueryOf = (target: LookupTarget): Record<string, string> =>
  "uri" in target ? { uri: target.uri } : { oid: target.oid };
