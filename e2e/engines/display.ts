import { type ChildProcess, spawn } from "node:child_process";

// WebKitGTK's MiniBrowser has no headless mode: it needs an X display. Without one (CI, a server), a
// virtual one from Xvfb; `-displayfd` lets Xvfb pick a free display number and tell it.

export interface VirtualDisplay {
  display: string;
  stop(): void;
}

export async function ensureDisplay(): Promise<VirtualDisplay> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: () => {} };
  const xvfb: ChildProcess = spawn(
    "Xvfb",
    ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
    { stdio: ["ignore", "ignore", "pipe", "pipe"] },
  );
  const number = await new Promise<string>((resolve, reject) => {
    let out = "";
    xvfb.once("error", (error) => reject(new Error(`Xvfb could not start (apt-get install xvfb): ${error}`)));
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
    xvfb.stdio[3]?.on("data", (chunk) => {
      out += chunk;
      if (out.includes("\n")) resolve(out.trim());
    });
  });
  return { display: `:${number}`, stop: () => xvfb.kill() };
}
