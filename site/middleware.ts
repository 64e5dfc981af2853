/**
 * The hosted site's middleware (core-journey §4 order: campaign lookup, authenticate, integration,
 * tour) and its error texts (engagement §8). These texts are for the developer console; what the
 * fan sees is the translated page (errors.campaignAt, errors.tourAt, the 404 page).
 */
export const MIDDLEWARE_ERRORS = {
  campaign: (path: string) => `Error with campaign at ${path}`,
  tour: (path: string) => `Error with tour at ${path}`,
  authenticate: "Something wrong while doing authenticate middleware",
  integration: "Something wrong while doing integration middleware",
  noCampaign: "authenticate shall be called after you have campaign",
} as const;

export type Stage = "authenticate" | "integration";

/**
 * Runs one middleware stage; a failure is logged with the stage's text and the page goes on with the
 * fallback (a visitor for authenticate, no integration), never a blank page.
 */
export async function runStage<T>(stage: Stage, work: () => Promise<T> | T, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(MIDDLEWARE_ERRORS[stage], error);
    return fallback;
  }
}

/** Authenticate needs the looked-up campaign: called without one, it is a programming error. */
export function requireCampaign<C>(campaign: C | undefined): C {
  if (campaign === undefined || campaign === null) throw new Error(MIDDLEWARE_ERRORS.noCampaign);
  return campaign;
}

/** A failed lookup: logged with the spec's text and the cause. */
export function logLookupError(kind: "campaign" | "tour", path: string, error?: unknown): void {
  console.error(MIDDLEWARE_ERRORS[kind](path), ...(error === undefined ? [] : [error]));
}
