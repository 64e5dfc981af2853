/** A free loopback port below the kernel's ephemeral range (see free-port.mjs for why). */
export declare function freePort(): Promise<number>;
