// Where a load run's CPU went (issue 18): the server's processes (the one started and its cluster
// workers), PostgreSQL's processes on this machine, the bench's own process (autocannon) and the whole
// machine, read from /proc before and after the run. On 2 cores shared by all three, a registration's
// total CPU is what bounds the figure, and this says whose it is. Linux only: elsewhere `null`.
import { existsSync, readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux build this runs on

/** utime + stime of one process, in seconds (0 when it has gone). */
function processSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every live process as { pid, ppid, name }. */
function processes() {
  const found = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.split(") ")[1].split(" ")[1]);
      found.push({ pid: Number(entry), ppid, name });
    } catch {
      // ended while listed
    }
  }
  return found;
}

/** The machine's busy CPU seconds (user, nice, system, irq, softirq) over all cores. */
function machineBusySeconds() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq] = fields.map(Number);
  return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
}

function reading(serverPid) {
  const all = processes();
  const server = [serverPid, ...all.filter((p) => p.ppid === serverPid).map((p) => p.pid)];
  const own = process.cpuUsage();
  return {
    server: server.reduce((sum, pid) => sum + processSeconds(pid), 0),
    postgres: all.filter((p) => p.name === "postgres").reduce((sum, p) => sum + processSeconds(p.pid), 0),
    loadGenerator: (own.user + own.system) / 1e6,
    machine: machineBusySeconds(),
  };
}

/**
 * Starts measuring; `stop(registrations)` answers the CPU milliseconds per registration of each part, or
 * null where /proc is missing. PostgreSQL's backends that end during the run are not counted (the pool
 * keeps its connections open while busy); a PostgreSQL on another machine counts as 0.
 */
export function startCpuSplit(serverPid) {
  if (!existsSync("/proc/stat")) return { stop: () => null };
  const before = reading(serverPid);
  return {
    stop(registrations) {
      if (registrations <= 0) return null;
      const after = reading(serverPid);
      const perRegistration = (key) =>
        Math.round(((after[key] - before[key]) * 1000 * 100) / registrations) / 100;
      return {
        server: perRegistration("server"),
        postgres: perRegistration("postgres"),
        loadGenerator: perRegistration("loadGenerator"),
        machine: perRegistration("machine"),
      };
    },
  };
}
