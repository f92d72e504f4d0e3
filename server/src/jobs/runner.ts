// The worker runner: starts one BullMQ worker per job definition, schedules the periodic ones, requeues unfinished work, and stops them all on shutdown.
import { Worker } from 'bullmq';
import { QueueRegistry, type JobDefinition, type QueueOptions } from './registry';

export interface RunningWorkers {
  workers: Worker[];
  close(): Promise<void>;
}

export async function startWorkers(definitions: JobDefinition[], options: QueueOptions): Promise<RunningWorkers> {
  const workers = definitions.map((definition) => {
    const worker = new Worker(definition.queue, (job, token) => definition.process(job, token), {
      connection: options.connection,
      prefix: options.prefix,
      concurrency: definition.concurrency ?? 1,
      ...(definition.lockDurationMs ? { lockDuration: definition.lockDurationMs, stalledInterval: definition.lockDurationMs } : {}),
    });
    worker.on('failed', (job, error) => {
      console.error(`job ${definition.queue}/${job?.id ?? '?'} failed: ${error.message}`);
    });
    return worker;
  });
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  for (const definition of definitions) await definition.requeueUnfinished?.();
  const queues = new QueueRegistry(options);
  for (const { queue, repeatEveryMs } of definitions) {
    // Upserted under the queue's name, so that every worker starting registers the same one schedule.
    if (repeatEveryMs) await queues.queue(queue).upsertJobScheduler(queue, { every: repeatEveryMs }, { name: queue });
  }
  await queues.close();
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
      for (const timer of requeues) clearInterval(timer);
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
