// A free loopback port for a server a test or the bench starts as a child process.
//
// Below the kernel's ephemeral range (32768–60999 on Linux): a port the kernel handed out for a probe on
// port 0 can go, between the probe's close and the server's listen, to any outgoing socket (a fetch, a
// pool's connection) as its local port, and the server then fails with EADDRINUSE. Ports below the range
// are never handed out that way, only taken by a listener that asks for one.
import { createServer } from "node:net";

const UNASSIGNED_PORTS = { from: 20_000, to: 32_767 };
const TRIES = 200;

/** Whether a listener can take `port` on 127.0.0.1 now (the probe closes again). */
const probePort = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

export async function freePort() {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const port =
      UNASSIGNED_PORTS.from + Math.floor(Math.random() * (UNASSIGNED_PORTS.to - UNASSIGNED_PORTS.from));
    if (await probePort(port)) return port;
  }
  throw new Error(`freePort: no free port below the ephemeral range after ${TRIES} tries`);
}
