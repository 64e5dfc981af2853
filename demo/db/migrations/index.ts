import { sql as initial } from "./0001-initial.js";
import { sql as engagement } from "./0002-engagement.js";
import { sql as registrationAttempts } from "./0003-registration-attempts.js";
import { sql as streamSessions } from "./0005-stream-sessions.js";
import { sql as onePerson } from "./0006-one-person.js";
import { sql as serverHardening } from "./0007-server-hardening.js";
import { sql as messageQueue } from "./0008-message-queue.js";
import { sql as fanLanguage } from "./0009-fan-language.js";
import { sql as promoterApi } from "./0011-promoter-api.js";
import { sql as webhooks } from "./0012-webhooks.js";
import { sql as registrationScale } from "./0013-registration-scale.js";
import { sql as promoterSignIn } from "./0014-promoter-sign-in.js";
import { sql as journeyVersions } from "./0015-journey-versions.js";
import { sql as campaignNotify } from "./0016-campaign-notify.js";
import { sql as unloggedRateLimits } from "./0017-unlogged-rate-limits.js";
import { sql as counterShards } from "./0018-counter-shards.js";
import { sql as unusedRankingIndex } from "./0019-unused-ranking-index.js";

export interface Migration {
  /** Recorded in schema_migrations; ids sort in the order they are applied. */
  readonly id: string;
  readonly sql: string;
}

/** Every migration, oldest first. Add new ones at the end, with the next number. */
export const migrations: readonly Migration[] = [
  { id: "0001-initial", sql: initial },
  { id: "0002-engagement", sql: engagement },
  { id: "0003-registration-attempts", sql: registrationAttempts },
  { id: "0005-stream-sessions", sql: streamSessions },
  { id: "0006-one-person", sql: onePerson },
  { id: "0007-server-hardening", sql: serverHardening },
  { id: "0008-message-queue", sql: messageQueue },
  { id: "0009-fan-language", sql: fanLanguage },
  { id: "0011-promoter-api", sql: promoterApi },
  { id: "0012-webhooks", sql: webhooks },
  { id: "0013-registration-scale", sql: registrationScale },
  { id: "0014-promoter-sign-in", sql: promoterSignIn },
  { id: "0015-journey-versions", sql: journeyVersions },
  { id: "0016-campaign-notify", sql: campaignNotify },
  { id: "0017-unlogged-rate-limits", sql: unloggedRateLimits },
  { id: "0018-counter-shards", sql: counterShards },
  { id: "0019-unused-ranking-index", sql: unusedRankingIndex },
];
