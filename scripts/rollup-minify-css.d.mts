export function minifyCss(code: string): string;
export function minifyElementCss(): import("rollup").Plugin;
