// The queue registry: what one kind of background work declares (the composition root lists them), and its queues, opened once by name.
import { DelayedError, Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';

/** One kind of background work. Jobs carry ids, not data, and processing must be idempotent. */
export interface JobDefinition<Data = unknown> {
  queue: string;
  /**
   * `token` is the worker's lock on the job (BullMQ's), which runAgainIn needs. `signal` aborts when the job's time is
   * up: the work it started (a work process, a Chromium page) is to stop then.
   */
  process(job: Job<Data>, token: string | undefined, signal: AbortSignal): Promise<unknown>;
  /** How long one run of a job may take: past it the run fails (and is tried again, as BullMQ's attempts allow). */
  timeLimitMs: number;
  /** How many jobs of this kind one worker runs at once. */
  concurrency?: number;
  /** Called when workers start (and every `requeueEveryMs`): queue again any work left unfinished without a live job. */
  requeueUnfinished?(): Promise<void>;
  /** How often each worker process calls requeueUnfinished again, so that work whose jobs Redis lost is not forgotten. */
  requeueEveryMs?: number;
  /** How long a job stays locked to a worker without word from it: a worker killed mid-job gives its job up after this. */
  lockDurationMs?: number;
  /** For periodic work: a job is queued this often (ms), once for all workers however many start (BullMQ's job scheduler). */
  repeatEveryMs?: number;
}

export interface QueueOptions {
  connection: Redis;
  /** Key prefix in Redis; tests use their own so that they never share queues. */
  prefix?: string;
}

/** Opens (once) the queue of each name and closes them together. */
export class QueueRegistry {
  private readonly queues = new Map<string, Queue>();

  constructor(private readonly options: QueueOptions) {}

  queue<Data>(name: string): Queue<Data> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.options.connection,
        prefix: this.options.prefix,
        defaultJobOptions: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        },
      });
      this.queues.set(name, queue);
    }
    return queue as Queue<Data>;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }
}

/**
 * Ends a job's run without finishing it: the same job runs again after `ms`, and the wait counts as no attempt (a PDF
 * waiting for a document still converting).
 */
export async function runAgainIn(job: Job, token: string | undefined, ms: number): Promise<never> {
  await job.moveToDelayed(Date.now() + ms, token);
  throw new DelayedError();
}
