import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { WorkTask } from '../testing/work-tasks';
import { WorkProcessEnded, WorkProcesses } from './work-processes';

/** What the processes write to standard error: V8's report of a process past its heap's cap, read here, not printed. */
const errors = new PassThrough();
let errorOutput = '';
errors.on('data', (chunk: Buffer) => (errorOutput += chunk));

const processes = new WorkProcesses<WorkTask, unknown>(
  path.join(__dirname, '..', 'testing', 'work-tasks.ts'),
  { heapMb: 64, niceness: 10, keptAtMost: 1 },
  errors,
);
afterAll(() => processes.close());

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('work processes', () => {
  it('run a task in a niced process of their own, bytes in and out, and keep it for the next task', async () => {
    expect(await processes.run({ kind: 'reverse', bytes: new Uint8Array([1, 2, 3]) })).toEqual(new Uint8Array([3, 2, 1]));
    const first = (await processes.run({ kind: 'who' })) as { pid: number; niceness: number };
    expect(first.pid).not.toBe(process.pid);
    expect(first.niceness).toBe(10);
    expect(((await processes.run({ kind: 'who' })) as { pid: number }).pid).toBe(first.pid);
  });

  it('answer a task’s error as an error of the same name, in the process kept', async () => {
    const { pid } = (await processes.run({ kind: 'who' })) as { pid: number };
    await expect(processes.run({ kind: 'fail' })).rejects.toMatchObject({ name: 'RangeError', message: 'no such page' });
    expect(((await processes.run({ kind: 'who' })) as { pid: number }).pid).toBe(pid);
  });

  it('kill the process when the signal aborts, and start another for the next task', async () => {
    const { pid } = (await processes.run({ kind: 'who' })) as { pid: number };
    const stop = new AbortController();
    const waiting = processes.run({ kind: 'wait' }, stop.signal);
    setTimeout(() => stop.abort(new Error('time is up')), 100);
    await expect(waiting).rejects.toThrow('time is up');
    await expect.poll(() => isRunning(pid)).toBe(false);
    expect(((await processes.run({ kind: 'who' })) as { pid: number }).pid).not.toBe(pid);
  });

  it('fail a task whose process runs out of its capped heap', async () => {
    await expect(processes.run({ kind: 'eat-memory' })).rejects.toBeInstanceOf(WorkProcessEnded);
    await expect.poll(() => errorOutput).toContain('JavaScript heap out of memory');
    expect(await processes.run({ kind: 'reverse', bytes: new Uint8Array([5]) })).toEqual(new Uint8Array([5]));
  });
});
