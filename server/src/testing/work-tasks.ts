// Tasks for the work-process tests: answer in kind, wait until killed, eat memory past the heap's cap, or say the process's niceness and id.
import { getPriority } from 'node:os';

export type WorkTask =
  { kind: 'reverse'; bytes: Uint8Array } | { kind: 'wait' } | { kind: 'eat-memory' } | { kind: 'who' } | { kind: 'fail' };

export default async function work(task: WorkTask): Promise<unknown> {
  switch (task.kind) {
    case 'reverse':
      return task.bytes.reverse();
    case 'wait':
      return new Promise(() => setInterval(() => undefined, 1000));
    case 'eat-memory': {
      const eaten: number[][] = [];
      for (;;) eaten.push(Array.from({ length: 100_000 }, (_, index) => index));
    }
    case 'who':
      return { pid: process.pid, niceness: getPriority() };
    case 'fail':
      throw new RangeError('no such page');
  }
}
