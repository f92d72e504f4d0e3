// The receipt's job: its queue, its id (one per application), its payload's schema, its retries with back-off while the
// mail server fails, and every receipt still owed queued again at start, when Redis comes back, and every ten minutes.
import { z } from 'zod';
import type { JobDefinition, QueueRegistry } from '../jobs/registry';
import type { Receipts } from './receipt';

export const receiptQueue = 'submission-receipt';

/** Tries over about 40 minutes at the default first delay (10 s, doubling); past them the periodic requeue goes on. */
const receiptAttempts = 8;
export const receiptFirstRetryMs = 10_000;

/** An owed receipt whose job Redis lost, or whose tries all failed, is tried again this often. */
const receiptRequeueEveryMs = 10 * 60_000;

const receiptPayload = z.object({ applicationId: z.uuid() });
type ReceiptJob = z.infer<typeof receiptPayload>;

const receiptJobId = (applicationId: string) => `receipt-${applicationId}`;

export interface ReceiptJobOptions {
  /** The first retry's delay (it doubles with each); tests shorten it. */
  firstRetryMs?: number;
}

/** Queues the receipt of one application, once: a repeat of its id while the job is queued or running is the same job. */
export function receiptQueuer(queues: QueueRegistry, options: ReceiptJobOptions = {}): (applicationId: string) => Promise<void> {
  return async (applicationId) => {
    const queue = queues.queue<ReceiptJob>(receiptQueue);
    const jobId = receiptJobId(applicationId);
    // A job whose tries all failed keeps its id: it is tried again rather than added (which BullMQ would ignore).
    const failed = await queue.getJob(jobId);
    if (failed && (await failed.isFailed())) {
      await failed.retry('failed');
      return;
    }
    await queue.add(
      receiptQueue,
      { applicationId },
      {
        jobId,
        attempts: receiptAttempts,
        backoff: { type: 'exponential', delay: options.firstRetryMs ?? receiptFirstRetryMs },
        removeOnComplete: true,
      },
    );
  };
}

export function receiptJob(receipts: Receipts): JobDefinition<ReceiptJob> {
  return {
    queue: receiptQueue,
    concurrency: 4,
    // An SMTP conversation that hangs is given up (and tried again) after this.
    timeLimitMs: 60_000,
    // A worker killed with a receipt in hand gives it up within seconds (BullMQ's stalled check), not half a minute.
    lockDurationMs: 10_000,
    process: (job) => receipts.send(receiptPayload.parse(job.data).applicationId),
    requeueEveryMs: receiptRequeueEveryMs,
    requeueUnfinished: () => receipts.requeueOwed(),
  };
}
