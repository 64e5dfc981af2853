/**
 * An action's points at the end of its button: '+N pts' to earn (engagement §2), or once done a filled
 * mark with a tick and the points earned ("✓ +10 pts"); nothing when the campaign hides points.
 */
export function PointsMark({ points, done }: { points: string | undefined; done: boolean }) {
  if (done) return <span className="earned">{points ? `✓ ${points}` : "✓"}</span>;
  return points ? <span className="points">{points}</span> : null;
}
