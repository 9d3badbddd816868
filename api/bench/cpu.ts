import { readdirSync } from 'node:fs';
import { statFields } from '../test/support/processes.js';

/** Linux counts CPU time in clock ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

interface Stat {
  ppid: number;
  ownTicks: number;
  reapedTicks: number;
}

function readStat(pid: number): Stat | null {
  try {
    const fields = statFields(pid).map(Number);
    return { ppid: fields[1]!, ownTicks: fields[11]! + fields[12]!, reapedTicks: fields[13]! + fields[14]! };
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds used so far by the processes and all their descendants (PostgreSQL backends included).
 * Unlike latency, CPU time per request hardly depends on what else a shared machine runs.
 */
export function cpuMsOfTrees(roots: readonly number[]): number {
  const stats = new Map<number, Stat>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = readStat(pid);
    if (stat) stats.set(pid, stat);
  }
  const inTree = (pid: number): boolean => {
    for (let current = pid, depth = 0; current > 1 && depth < 20; depth += 1) {
      if (roots.includes(current)) return true;
      current = stats.get(current)?.ppid ?? 0;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) ticks += stat.ownTicks + stat.reapedTicks;
  return ticks * TICK_MS;
}
