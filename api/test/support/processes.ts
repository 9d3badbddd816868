import { readFileSync, readdirSync } from 'node:fs';

/**
 * Fields of /proc/<pid>/stat after the parenthesised command name: state, ppid, …, utime (index 11), stime, cutime,
 * cstime (index 14).
 */
export const statFields = (pid: number | string) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/** Process ids whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(statFields(entry)[1]) === pid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** CPU time (clock ticks) a process has spent so far. */
export function cpuTicks(pid: number): number {
  const fields = statFields(pid);
  return Number(fields[11]) + Number(fields[12]);
}
