/**
 * One row of a dates list (engagement §2), standing from the first render, the server's included (issue
 * 22): its date fills in once formatted, a non-breaking space holding the line meanwhile, so nothing
 * below moves. While it waits the row says it is busy, which also holds a served screen's takeover
 * (served-screen.ts) until the element shows the same dates the server did.
 */
export function DateRow({
  label,
  date,
  dataKey,
}: {
  label: string;
  date: string | undefined;
  dataKey?: string;
}) {
  return (
    <div data-key={dataKey}>
      <dt>{label}</dt>
      <dd aria-busy={date === undefined ? "true" : undefined}>{date ?? "\u00a0"}</dd>
    </div>
  );
}
