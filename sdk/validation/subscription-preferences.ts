import type { SubscriptionPreferences } from "../api/schemas/form-values.js";
import { fail, type ValidationError } from "./validation-error.js";

export interface SubscriptionRule {
  /** settings.subscriptionPreferenceSettings.enabled */
  readonly enabled: boolean;
  /** The messenger opt-in plugin reported the fan's confirmation. */
  readonly messengerConfirmed: boolean;
}

/**
 * core-journey §5: when subscription preferences are enabled at least one of email, sms, messenger is
 * chosen, and a chosen messenger must be confirmed in its opt-in plugin.
 */
export function validateSubscriptionPreferences(
  preferences: Partial<SubscriptionPreferences> | undefined,
  rule: SubscriptionRule,
): ValidationError | undefined {
  if (!rule.enabled) return undefined;
  if (!preferences?.email && !preferences?.sms && !preferences?.messenger) return fail("preferenceRequired");
  if (preferences.messenger && !rule.messengerConfirmed) return fail("messengerUnconfirmed");
  return undefined;
}
