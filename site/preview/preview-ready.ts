/** The framing page's origin when it is trusted (the referrer), else every trusted origin. */
export function readyTargets(trusted: readonly string[], referrer: string): readonly string[] {
  try {
    const origin = new URL(referrer).origin;
    if (trusted.includes(origin)) return [origin];
  } catch {
    // no referrer: try each trusted origin (postMessage drops the ones that do not match)
  }
  return trusted;
}
