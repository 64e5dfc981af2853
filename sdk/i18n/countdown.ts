/**
 * A countdown as m:ss ('4:57', '0:09'), readable at a glance where '297 seconds' is not (issue 20).
 * Digits and colon are the same in the six languages, so the catalogue's sentence carries it as is.
 */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
