export declare const MANIFEST_PATH: string;
export declare const DOC_PATH: string;
export declare function buildManifest(): unknown;
export declare function manifestText(manifest: unknown): string;
