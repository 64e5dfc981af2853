export declare const preactAliases: ReadonlyArray<{ find: string; replacement: string }>;
