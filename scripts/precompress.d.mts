/** Smallest file the build stores precompressed copies of. */
export declare const MIN_PRECOMPRESS_BYTES: number;

/** Writes `.br` and `.gz` beside each compressible file under `root`. */
export declare function precompress(
  root: string,
): Promise<{ files: number; raw: number; brotli: number; gzip: number }>;
