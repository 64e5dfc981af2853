import { type CallSpec, indexCalls } from "./calls/define-call.js";
import { promoterCalls } from "./calls/promoter.js";
import { publicPromoterCalls } from "./calls/promoter-sign-in.js";

// Issue 19: the promoter API's calls (CONTRACT.md "Promoter API"), a table of its own since its base
// and its authentication differ from the fan API's.

/** Where the promoter API is served; its call paths are relative to it. */
export const PROMOTER_API_PATH = "/api/v1/promoter";

export const promoterCallTable = indexCalls(...promoterCalls, ...publicPromoterCalls);

export const promoterCallList: readonly CallSpec[] = Object.values(promoterCallTable);

export * from "./calls/promoter.js";
export * from "./calls/promoter-sign-in.js";
