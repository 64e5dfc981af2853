import type { CampaignType } from "../api/schemas/common.js";

type Rule = { readonly only: readonly CampaignType[] } | { readonly except: readonly CampaignType[] };

/** core-journey §2 "Per-type switches in the registration journey" and engagement §9, as one table. */
export const TYPE_SWITCHES = {
  registrationHeader: { except: ["opt-in"] },
  registrationFooter: { except: ["opt-in", "rsvp"] },
  registerOptionsSelect: { except: ["opt-in", "rsvp"] },
  titleAndDescriptionInForm: { only: ["opt-in"] },
  buttonInForm: { only: ["opt-in", "rsvp"] },
  productPrivacyPolicy: { except: ["opt-in"] },
  autoOptIn: { only: ["opt-in"] },
  welcomeHeader: { except: ["competition", "opt-in"] },
  progressBar: { except: ["opt-in", "rsvp"] },
  /** engagement §4: the campaign has a stream (player, gated sessions and login links, a stream short link). */
  stream: { only: ["livestream"] },
} as const satisfies Record<string, Rule>;

export type TypeSwitch = keyof typeof TYPE_SWITCHES;
export type TypeSwitches = Readonly<Record<TypeSwitch, boolean>>;

const applies = (rule: Rule, type: CampaignType): boolean =>
  "only" in rule ? rule.only.includes(type) : !rule.except.includes(type);

/** Whether each per-type element shows for a campaign type. */
export function typeSwitches(type: CampaignType): TypeSwitches {
  const entries = Object.entries(TYPE_SWITCHES).map(([name, rule]) => [name, applies(rule, type)]);
  return Object.fromEntries(entries) as TypeSwitches;
}

/** core-journey §4: a campaign with a stream whose viewing is gated (the gatekeeper and login links apply). */
export const gatedStream = (campaign: {
  readonly type: CampaignType;
  readonly settings: { readonly gatedSessions?: boolean | undefined };
}): boolean => typeSwitches(campaign.type).stream && campaign.settings.gatedSessions === true;
