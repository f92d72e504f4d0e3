// The queue registry: what one kind of background work declares (the composition root lists them), and its queues, opened once by name.
import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';

/** One kind of background work. Jobs carry ids, not data, and processing must be idempotent. */
export interface JobDefinition<Data = unknown> {
  queue: string;
  process(job: Job<Data>): Promise<unknown>;
  /** How many jobs of this kind one worker runs at once. */
  concurrency?: number;
  /**
   * How long a job stays claimed by a worker that stopped answering (BullMQ's lock, 30 s by default): a worker killed in
   * the middle of a job gives it up this long after, to the next worker (or itself, restarted).
   */
  lockDurationMs?: number;
  /** Called once when workers start: queue again any work left unfinished without a live job. */
  requeueUnfinished?(): Promise<void>;
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
