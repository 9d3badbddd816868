import { fstatSync, readFileSync } from 'node:fs';

const parentOf = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
};

/**
 * Calls `onOrphaned` when the process that started us goes away: our stdin pipe closes, our parent
 * changes, or the parent's own parent changes (npm → sh → node, when npm dies).
 */
export function watchParent(onOrphaned: () => void): void {
  try {
    const stdin = fstatSync(0);
    // A pipe or socket from our parent closes when it dies; a terminal or /dev/null never tells us.
    if (stdin.isFIFO() || stdin.isSocket()) {
      process.stdin.on('end', onOrphaned);
      process.stdin.on('close', onOrphaned);
      process.stdin.resume();
    }
  } catch {
    // no stdin: rely on the parent checks
  }
  const parent = process.ppid;
  const grandparent = parentOf(parent);
  const timer = setInterval(() => {
    if (process.ppid !== parent || (grandparent !== null && grandparent > 1 && parentOf(parent) !== grandparent)) onOrphaned();
  }, 1000);
  timer.unref();
}
