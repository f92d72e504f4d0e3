// The conversion jobs: a document's uploaded file scanned for viruses, checked by its bytes and converted to PDF, images
// and PDFs two at a time per worker and DOCX one at a time in a lane of their own, one at a time per question, within a
// time limit.
import path from 'node:path';
import type { Job } from 'bullmq';
import { Chromium } from '../chromium';
import type { ClamdAddress } from '../config';
import type { Leases } from '../jobs/leases';
import { runAgainIn, type JobDefinition } from '../jobs/registry';
import { WorkProcesses } from '../jobs/work-processes';
import { docxConversionQueue } from './conversion-lanes';
import type { Prepared, PrepareTask } from './conversion-process';
import { convertToPdf, type Prepare } from './convert';
import { conversionMessages } from './failures';
import { checkDocument } from './file-check';
import { conversionQueue, type ConversionJobData, type DocumentsService } from './service';
import { virusScannerFor, VirusScanFailed, type VirusScanner } from './virus-scan';

/** A 1 MB document converts in well under a few seconds; past this the job is stopped and tried again. */
export const conversionTimeLimitMs = 60_000;

/**
 * Conversions of images and PDFs one worker runs at once. A student has one conversion at a time (one per question,
 * and the form asks for one file), so a student's slow file leaves the other to everyone else.
 */
export const conversionsAtOnce = 2;

/**
 * DOCX conversions one worker runs at once, in their own queue (conversion-lanes.ts): Chromium takes a second or more
 * and hundreds of MB to lay one out, and however many are waiting, images and PDFs never wait behind them.
 */
export const docxConversionsAtOnce = 1;

/** How soon a conversion waiting for the same question's earlier one (a replaced file still converting) looks again. */
const questionBusyRetryMs = 1000;

/** How often each worker process looks for unfinished documents without a live job (a Redis restart loses none). */
export const requeueEveryMs = 60_000;

/**
 * What converting needs in a process: one Chromium (DOCX) and work processes (the CPU-heavy half), started on first use;
 * and the virus scanner that sees every file first (none without CLAMD_URL).
 */
export class Converters {
  readonly chromium: Chromium;
  readonly processes = new WorkProcesses<PrepareTask, Prepared>(path.join(__dirname, `conversion-process${path.extname(__filename)}`));
  readonly virusScanner: VirusScanner;

  constructor(chromiumPath: string | undefined, clamd?: ClamdAddress) {
    this.chromium = new Chromium(chromiumPath);
    this.virusScanner = virusScannerFor(clamd);
  }

  /** Prepares in a work process, killed when `signal` aborts. */
  prepareWithin(signal: AbortSignal): Prepare {
    return (task) => this.processes.run(task, signal);
  }

  async close(): Promise<void> {
    await Promise.all([this.processes.close(), this.chromium.close()]);
  }
}

export interface ConversionJobOptions {
  timeLimitMs?: number;
  requeueEveryMs?: number;
  /** How long a killed worker's job stays locked before another takes it over (tests shorten it). */
  lockDurationMs?: number;
}

/** Checks and converts one document: COMPLETED with its PDF stored, or FAILED with a message for the student. */
async function convertDocument(documents: DocumentsService, converters: Converters, data: ConversionJobData, signal: AbortSignal) {
  const document = await documents.takeInHand(data);
  if (!document) return 'nothing to do: replaced, removed or finished';
  if (document.status === 'FAILED') return 'failed: given up after its attempts stopped unfinished';
  const bytes = await documents.uploadedBytes(document);
  if (!bytes) {
    await documents.fail(data, conversionMessages.fileMissing);
    return 'failed: missing';
  }
  // Scanned before anything reads the bytes as a document; a threat goes no further, and its bytes are removed.
  const threats = await converters.virusScanner.threatsIn(bytes, signal);
  if (threats.length > 0) {
    await documents.failRemovingUpload(data, document, conversionMessages.virusFound);
    return `failed: threat found (${threats.join(', ')})`;
  }
  // The same checks as the local receiver's: with S3 the bytes reach storage without passing through the app.
  const check = await checkDocument(bytes, document.fileName);
  if (!check.ok) {
    await documents.fail(data, check.message);
    return 'failed: refused';
  }
  const conversion = await convertToPdf(bytes, check.type, converters.chromium, converters.prepareWithin(signal), signal);
  if (!conversion.ok) {
    await documents.fail(data, conversion.message);
    return 'failed: not convertible';
  }
  await documents.complete(data, document.applicationId, conversion.pdf);
  return 'completed';
}

/** The two lanes' jobs: images and PDFs, which also queue again what is unfinished (in either lane), and DOCX. */
export function conversionJobs(
  documents: DocumentsService,
  converters: Converters,
  leases: Leases,
  options: ConversionJobOptions = {},
): JobDefinition<ConversionJobData>[] {
  const timeLimitMs = options.timeLimitMs ?? conversionTimeLimitMs;
  // A worker killed mid-job loses its lock (and its question's lease) within this time, and another (or it, started
  // again) takes the job over.
  const lockDurationMs = options.lockDurationMs ?? 10_000;
  const convertOne = async (job: Job<ConversionJobData>, token: string | undefined, signal: AbortSignal) => {
    // The document's question is leased (a replaced file's conversion may still run): the same job runs again
    // shortly, not counted as an attempt.
    const release = await leases.take(`conversion:${job.data.documentId}`, lockDurationMs);
    if (!release) return runAgainIn(job, token, questionBusyRetryMs);
    try {
      return await convertDocument(documents, converters, job.data, signal);
    } catch (error) {
      // The last attempt: the student is told, rather than left waiting on IN_PROGRESS. A file never scanned fails closed.
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        const message = error instanceof VirusScanFailed ? conversionMessages.virusScanFailed : conversionMessages.conversionFailed;
        await documents.fail(job.data, message);
      }
      throw error;
    } finally {
      await release();
    }
  };
  return [
    {
      queue: conversionQueue,
      concurrency: conversionsAtOnce,
      lockDurationMs,
      requeueEveryMs: options.requeueEveryMs ?? requeueEveryMs,
      timeLimitMs,
      process: convertOne,
      requeueUnfinished: async () => {
        await documents.requeueUnfinished();
      },
    },
    { queue: docxConversionQueue, concurrency: docxConversionsAtOnce, lockDurationMs, timeLimitMs, process: convertOne },
  ];
}
