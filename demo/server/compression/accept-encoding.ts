/** The encodings this server sends, in its order of preference (brotli is the smaller of the two). */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** File suffix of each encoding's precompressed copy (scripts/precompress.mjs writes them). */
export const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The encoding to answer with for an `accept-encoding` header (RFC 9110 §12.5.3): the client's highest
 * q-value among br and gzip, brotli on a tie; `*` stands for any encoding not named; q=0 refuses one.
 * Undefined means identity (no header, or nothing we can send).
 */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
