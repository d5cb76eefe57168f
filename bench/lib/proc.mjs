// CPU accounting from /proc (Linux): per process utime+stime, whole machine from /proc/stat.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export const CLK_TCK = (() => {
  try {
    const value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(value) && value > 0 ? value : 100;
  } catch {
    return 100;
  }
})();

export const ticksToMs = (ticks) => (ticks * 1000) / CLK_TCK;

/** { ppid, comm, ticks (utime+stime) } of a process, or null when it is gone / unreadable. */
export function procStat(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const close = text.lastIndexOf(')');
  const comm = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' '); // fields[0] is field 3 (state)
  return { ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) };
}

/** Children of ppid (one scan of /proc). */
export function childrenOf(ppid) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(entry);
    if (stat && stat.ppid === ppid) pids.push(Number(entry));
  }
  return pids;
}

/** Machine-wide jiffies: busy (everything but idle and iowait) and total, summed over all CPUs. */
export function machineTicks() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = values;
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * CPU of a changing set of processes between begin() and the last sample(): pids that exist at begin() count
 * from their value then, pids that appear later count in full (they were born during the phase), and pids
 * that vanish keep their last sampled value (so sample often enough).
 */
export class CpuGroup {
  constructor() {
    this.pids = new Map();
    this.started = false;
  }

  begin(pids) {
    this.pids.clear();
    this.started = false;
    this.sample(pids);
    this.started = true;
  }

  sample(pids) {
    for (const pid of pids) {
      const stat = procStat(pid);
      if (!stat) continue;
      const known = this.pids.get(pid);
      if (known) known.last = stat.ticks;
      else this.pids.set(pid, { base: this.started ? 0 : stat.ticks, last: stat.ticks });
    }
  }

  get ticks() {
    let sum = 0;
    for (const { base, last } of this.pids.values()) sum += last - base;
    return sum;
  }

  get ms() {
    return ticksToMs(this.ticks);
  }
}

/** Every process on the machine, as a CpuGroup that remembers each pid's command name. */
export class AllProcesses extends CpuGroup {
  constructor() {
    super();
    this.comms = new Map();
  }

  static pids() {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
  }

  begin() {
    super.begin(AllProcesses.pids());
  }

  sample() {
    const pids = AllProcesses.pids();
    super.sample(pids);
    for (const pid of pids) if (!this.comms.has(pid)) this.comms.set(pid, procStat(pid)?.comm ?? '?');
  }

  /** CPU ms by command name of the processes not in `exclude`, largest first. */
  top(exclude, limit = 5) {
    const byComm = new Map();
    for (const [pid, { base, last }] of this.pids) {
      if (exclude.has(pid) || last === base) continue;
      const comm = this.comms.get(pid) ?? '?';
      byComm.set(comm, (byComm.get(comm) ?? 0) + ticksToMs(last - base));
    }
    return [...byComm]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([comm, ms]) => ({ comm, ms: Math.round(ms) }));
  }
}
