import { readFile } from 'node:fs/promises';

/**
 * Whether a process still runs. A zombie does not: a killed process whose parent is gone waits to
 * be reaped by the container's init, which may never do it, and signal 0 still reaches it.
 */
export async function isRunning(pid: number): Promise<boolean> {
  try {
    return !/^\d+ \(.*\) Z /.test(await readFile(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
