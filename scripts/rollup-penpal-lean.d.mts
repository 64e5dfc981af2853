import type { Plugin } from "rollup";

/** The loader build's penpal without the pre-v7 protocol and the debug log calls. */
export declare function penpalLean(): Plugin;
