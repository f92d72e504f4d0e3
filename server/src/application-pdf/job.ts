// The application PDF's job: its queue, its id, its payload's schema, and how the worker runs it (two at a time, a lock
// renewed while it runs, a time limit, waiting for documents still converting, unfinished ones queued again).
import { z } from 'zod';
import { runAgainIn, type JobDefinition, type QueueRegistry } from '../jobs/registry';
import type { ApplicationPdfService, PdfJob } from './service';

/** The application PDF's queue; its job ids are the application's and the request's generation, so a repeat is one job. */
export const applicationPdfQueue = 'application-pdf';

/** How often a PDF waiting for a document still converting looks again (a conversion takes about a second). */
const pdfDocumentPollMs = 1000;

/** A print (at most 30 s) and the assembly of documents of at most 50 pages each take seconds. */
export const pdfTimeLimitMs = 2 * 60_000;

/** What a job carries: which application, and which of its requests (no data: PostgreSQL holds it). */
const pdfJobPayload = z.object({ applicationId: z.uuid(), generation: z.number().int().positive() });

/** Queues generation `generation` of an application's PDF, once: a repeat of the same id is the same job. */
export function pdfJobQueuer(queues: QueueRegistry): (job: PdfJob) => Promise<void> {
  return async (job) => {
    await queues.queue<PdfJob>(applicationPdfQueue).add(applicationPdfQueue, job, { jobId: `pdf-${job.applicationId}-${job.generation}` });
  };
}

export function applicationPdfJob(applicationPdfs: ApplicationPdfService): JobDefinition<PdfJob> {
  return {
    queue: applicationPdfQueue,
    // Two prints at a time in the worker process's one browser (it keeps two pages): a deadline day's submissions
    // queue behind half as many (pdf-stress.test.ts: 50 at once took 59 s one at a time), its memory still bounded.
    concurrency: 2,
    // A PDF whose job was lost (Redis away when it was asked for) is queued again within a minute, not at the next start.
    requeueEveryMs: 60_000,
    // A PDF takes about a second: a killed worker's job is taken up again within seconds of a restart. BullMQ renews
    // the lock every half of this while the job runs: the print and the assembly leave this event loop free to.
    lockDurationMs: 10_000,
    timeLimitMs: pdfTimeLimitMs,
    process: async (job, token, signal) => {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      const outcome = await applicationPdfs.make(pdfJobPayload.parse(job.data), lastAttempt, signal);
      // A document it must show is still converting: the same job again shortly, not counted as an attempt.
      if (outcome === 'waiting-for-documents') await runAgainIn(job, token, pdfDocumentPollMs);
    },
    requeueUnfinished: () => applicationPdfs.requeueUnfinished(),
  };
}
