// The worker runner: starts one BullMQ worker per job definition and stops them all on shutdown.
import { Worker } from 'bullmq';
import type { JobDefinition, QueueOptions } from './registry';

export interface RunningWorkers {
  workers: Worker[];
  close(): Promise<void>;
}

export async function startWorkers(definitions: JobDefinition[], options: QueueOptions): Promise<RunningWorkers> {
  const workers = definitions.map((definition) => {
    const worker = new Worker(definition.queue, (job) => definition.process(job), {
      connection: options.connection,
      prefix: options.prefix,
      concurrency: definition.concurrency ?? 1,
    });
    worker.on('failed', (job, error) => {
      console.error(`job ${definition.queue}/${job?.id ?? '?'} failed: ${error.message}`);
    });
    return worker;
  });
  await Promise.all(workers.map((worker) => worker.waitUntilReady()));
  for (const definition of definitions) await definition.requeueUnfinished?.();
  return {
    workers,
    close: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
    },
  };
}
