import type { Action, CampaignAction, CompletedAction } from "../api/schemas/action.js";

/**
 * core-journey §4: an action counts as completed if a matching target is validated, and as
 * validating if present but not validated.
 */
export function actionStatus(
  target: string,
  completedActions: readonly Pick<CompletedAction, "target" | "validated">[] = [],
): Pick<Action, "isCompleted" | "isValidating"> {
  const matching = completedActions.filter((done) => done.target === target);
  const isCompleted = matching.some((done) => done.validated);
  return { isCompleted, isValidating: !isCompleted && matching.length > 0 };
}

/** A campaign action (its points settled, sdk/social/action-points) as one fan sees it. */
export const toFanAction = (
  action: CampaignAction & { points: number },
  completedActions: readonly Pick<CompletedAction, "target" | "validated">[] = [],
): Action => ({ ...action, ...actionStatus(action.target, completedActions) });
