// The worker runner: starts one BullMQ worker per job definition (each run within its time limit), schedules the periodic ones, requeues unfinished work (at start and when Redis comes back), and stops them all on shutdown.
import { hostname } from 'node:os';
import { Worker } from 'bullmq';
import { QueueRegistry, type JobDefinition, type QueueOptions } from './registry';

/** This process, as a job's processedBy names it. */
const workerName = `${hostname()}:${process.pid}`;

/** What starting workers does, and again when Redis comes back: requeues unfinished work and registers the schedules. */
async function takeUpWork(definitions: JobDefinition[], options: QueueOptions): Promise<void> {
  for (const definition of definitions) await definition.requeueUnfinished?.();
  const queues = new QueueRegistry(options);
  for (const { queue, repeatEveryMs } of definitions) {
    // Upserted under the queue's name, so that every worker starting registers the same one schedule.
    if (repeatEveryMs) await queues.queue(queue).upsertJobScheduler(queue, { every: repeatEveryMs }, { name: queue });
  }
  await queues.close();
}

/** Runs `work`, aborting its signal and rejecting once `ms` pass. */
async function withinTimeLimit<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`the job took longer than ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface RunningWorkers {
  workers: Worker[];
  close(): Promise<void>;
}

export async function startWorkers(definitions: JobDefinition[], options: QueueOptions): Promise<RunningWorkers> {
  const workers = definitions.map((definition) => {
    const worker = new Worker(
      definition.queue,
      (job, token) => withinTimeLimit(definition.timeLimitMs, (signal) => definition.process(job, token, signal)),
      {
        connection: options.connection,
        prefix: options.prefix,
        // Kept on each job it takes (BullMQ's processedBy): which machine and process has, or had, a job in hand.
        name: workerName,
        concurrency: definition.concurrency ?? 1,
        ...(definition.lockDurationMs ? { lockDuration: definition.lockDurationMs, stalledInterval: definition.lockDurationMs } : {}),
      },
    );
    worker.on('failed', (job, error) => {
      console.error(`job ${definition.queue}/${job?.id ?? '?'} failed: ${error.message}`);
    });
    return worker;
  });
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  await takeUpWork(definitions, options);
  // Redis back after a restart may have lost every queued job and schedule: the work is still in PostgreSQL, so it is
  // queued again at once rather than at the next requeue (requeueing what is queued already changes nothing).
  const reconnected = () => {
    takeUpWork(definitions, options).catch((error: Error) => console.error(`queueing unfinished work again failed: ${error.message}`));
  };
  options.connection.on('ready', reconnected);
  const requeues = definitions
    .filter((definition) => definition.requeueUnfinished && definition.requeueEveryMs)
    .map(({ queue, requeueUnfinished, requeueEveryMs }) =>
      setInterval(() => {
        requeueUnfinished!().catch((error: Error) => console.error(`requeueing ${queue} failed: ${error.message}`));
      }, requeueEveryMs).unref(),
    );
  return {
    workers,
    close: async () => {
      options.connection.off('ready', reconnected);
      for (const timer of requeues) clearInterval(timer);
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
