export declare const START: string;
export declare const END: string;
export declare function renderElementTables(manifest: unknown): string;
export declare function replaceGenerated(doc: string, generated: string): string;
