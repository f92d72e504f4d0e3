// Ends a test's process as a machine going away would: SIGKILL for it and for everything it started.
import type { ChildProcess } from 'node:child_process';
import { descendants } from '../../server/src/testing/processes';

/** SIGKILL for a process and everything it started (a worker's Chromium and threads), as a machine going away ends them. */
export function killProcessTree(child: ChildProcess): Promise<void> {
  const family = descendants(child.pid);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  for (const { pid } of family) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone with its parent.
    }
  }
  return exited;
}
