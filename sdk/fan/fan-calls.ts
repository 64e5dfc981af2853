import { type CallOptions, callApi } from "../api/call-api.js";
import { getCampaignFan } from "../api/calls/fan.js";
import { getCampaignByUri } from "../api/calls/lookup.js";
import type { ApiClient } from "../api/client.js";

// The fan's own calls with their schemas, loaded when first made (after the first view, issue 22):
// fan-store.ts and the register screen's known-account check import this module dynamically.

/** GET /campaign-fan/{oid}: 200 a fan, 202 a registration waiting for its code, 401 a visitor. */
export const fetchFan = (client: ApiClient, campaignOid: string, options?: CallOptions) =>
  callApi(client, getCampaignFan, { params: { campaignOid } }, options);

/** GET /campaign-uri by oid, uncached: the lookup with the visitor's own account. */
export const fetchOwnLookup = (client: ApiClient, campaignOid: string, options?: CallOptions) =>
  callApi(client, getCampaignByUri, { query: { oid: campaignOid } }, options);
