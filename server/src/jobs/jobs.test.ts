import type { Job } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { testPrefix, testRedisUrl } from '../testing/environment';
import { checkRedis, createRedis } from './connection';
import { QueueRegistry, type JobDefinition } from './registry';
import { startWorkers } from './runner';

describe('the queue registry and the worker runner', () => {
  const connection = createRedis(testRedisUrl);
  const prefix = testPrefix();
  afterAll(async () => {
    const keys = await connection.keys(`${prefix}:*`);
    if (keys.length) await connection.del(...keys);
    connection.disconnect();
  });

  it('runs a registered job in a worker, once per job id, and requeues unfinished work on start', async () => {
    const processed: string[] = [];
    let requeued = 0;
    const registry = new QueueRegistry({ connection, prefix });
    const echo: JobDefinition<{ applicationId: string }> = {
      queue: 'echo',
      timeLimitMs: 10_000,
      process: async (job: Job<{ applicationId: string }>) => {
        processed.push(job.data.applicationId);
        return job.data.applicationId;
      },
      requeueUnfinished: async () => {
        requeued++;
      },
    };
    const workers = await startWorkers([echo as JobDefinition], { connection, prefix });
    try {
      expect(requeued).toBe(1);
      const queue = registry.queue<{ applicationId: string }>('echo');
      const first = await queue.add('echo', { applicationId: 'a1' }, { jobId: 'echo-a1' });
      const repeated = await queue.add('echo', { applicationId: 'a1' }, { jobId: 'echo-a1' });
      expect(repeated.id).toBe(first.id);
      await expect.poll(() => processed, { timeout: 10_000 }).toEqual(['a1']);
    } finally {
      await workers.close();
      await registry.close();
    }
  });

  it('runs a periodic job on its schedule, one schedule however many workers start', async () => {
    let runs = 0;
    const tick: JobDefinition = { queue: 'tick', repeatEveryMs: 200, timeLimitMs: 10_000, process: async () => (runs += 1) };
    const [first, second] = [await startWorkers([tick], { connection, prefix }), await startWorkers([tick], { connection, prefix })];
    const registry = new QueueRegistry({ connection, prefix });
    try {
      await expect.poll(() => runs, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(await registry.queue('tick').getJobSchedulersCount()).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await registry.queue('tick').removeJobScheduler('tick');
      await registry.close();
    }
  });

  it('fails a run past its time limit, aborting the signal the work was given', async () => {
    const aborted: string[] = [];
    const failures: string[] = [];
    const slow: JobDefinition = {
      queue: 'slow',
      timeLimitMs: 200,
      process: (_job, _token, signal) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => aborted.push((signal.reason as Error).message));
          setTimeout(resolve, 5_000).unref();
        }),
    };
    const workers = await startWorkers([slow], { connection, prefix });
    workers.workers[0].on('failed', (_job, error) => failures.push(error.message));
    const registry = new QueueRegistry({ connection, prefix });
    try {
      await registry.queue('slow').add('slow', {}, { attempts: 1 });
      await expect.poll(() => failures, { timeout: 5_000 }).toEqual(['the job took longer than 200 ms']);
      expect(aborted).toEqual(['the job took longer than 200 ms']);
    } finally {
      await workers.close();
      await registry.close();
    }
  });

  it('keeps a job running past its lock duration locked to its worker (BullMQ renews the lock): it runs once', async () => {
    let runs = 0;
    const stalled: string[] = [];
    const long: JobDefinition = {
      queue: 'long',
      lockDurationMs: 400,
      timeLimitMs: 10_000,
      process: async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      },
    };
    const [first, second] = [await startWorkers([long], { connection, prefix }), await startWorkers([long], { connection, prefix })];
    for (const worker of [...first.workers, ...second.workers]) worker.on('stalled', (id) => stalled.push(id));
    const registry = new QueueRegistry({ connection, prefix });
    try {
      const job = await registry.queue('long').add('long', {});
      await expect.poll(() => job.isCompleted(), { timeout: 5_000 }).toBe(true);
      expect(runs).toBe(1);
      expect(stalled).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await registry.close();
    }
  });

  it('names an unreachable Redis in one line', async () => {
    await expect(checkRedis('redis://127.0.0.1:1')).rejects.toThrow('cannot reach Redis at redis://127.0.0.1:1: connection refused');
  });
});
