export declare const elementTags: readonly `campaign-${string}`[];
export declare const elementEntries: Record<string, string>;
