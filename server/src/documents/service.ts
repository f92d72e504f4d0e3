// The documents service: a student's uploads (targets, the local receiver), their conversions' rows and jobs, removal; scoped to the student's own application.
import type { Readable } from 'node:stream';
import { isConversionPending, uploadInProgressMessages, validationMessages, type ConversionStatus } from '@transfer/form';
import type { Database, Queries } from '../db/database';
import { Conflict, Forbidden, NotFound, TooLarge, ValidationError } from '../errors';
import type { SignedInUser } from '../guard';
import type { QueueRegistry } from '../jobs/registry';
import { docxConversionQueue, opensAsZip } from './conversion-lanes';
import type { Document } from './entity';
import { conversionMessages } from './failures';
import { checkDocument } from './file-check';
import { conversionOf, documentAnswerOf, documentView, type DocumentAnswer, type DocumentView } from './presenter';
import type { AttachRequest } from './input';
import { documentStatements as statements } from './sql';
import type { Storage, UploadTarget } from './storage';
import { verifyUpload } from './upload-signature';
import { newUploadGrant, orphanUploadAgeMs, uploadKeyGrantee, uploadsFolder } from './uploads';

/** The queue of conversion jobs but DOCX (conversion-lanes.ts); each job names a document and the generation of its file. */
export const conversionQueue = 'convert-document';

export interface ConversionJobData {
  documentId: string;
  generation: number;
}

/**
 * How many times a conversion job may take one file in hand. A worker killed mid-conversion (out of memory) leaves its
 * job to be taken over and the document to be queued again; a file that does this every time is given up after this.
 */
export const maxConversionAttempts = 3;

/** Deterministic: one job per file attached, however often it is queued (at attach, at start, by the periodic check). */
export function conversionJobId({ documentId, generation }: ConversionJobData): string {
  return `document-${documentId}-${generation}`;
}

/** Where the student's application is: the applications domain answers it, through the composition root. */
export type ApplicationIdOf = (user: Pick<SignedInUser, 'id'>) => Promise<string>;

/**
 * Throws (Forbidden) once the student's application is submitted: the applications domain's rule and message, through
 * the composition root. A submitted application's documents are as it was submitted with.
 */
export type RefuseChangesIfSubmitted = (user: Pick<SignedInUser, 'id'>) => Promise<void>;

/**
 * Runs `change` in one transaction holding the lock of the student's application, refusing it once submitted (403)
 * and, for an `answerKey`, while its question is hidden (400): the applications domain's rules, through the
 * composition root. Attaching and removing a document happen there, so that none is written after submission.
 */
export type ChangeApplication = <T>(
  user: Pick<SignedInUser, 'id'>,
  answerKey: string | null,
  change: (tx: Queries, application: { id: string }) => Promise<T>,
) => Promise<T>;

/** A file posted to the local driver's receiver (multer's part). */
export interface PostedFile {
  bytes: Buffer;
  name: string;
}

export interface DocumentsOptions {
  db: Database;
  storage: Storage;
  applicationIdOf: ApplicationIdOf;
  refuseChangesIfSubmitted: RefuseChangesIfSubmitted;
  changeApplication: ChangeApplication;
  queues: QueueRegistry;
  /** Limits how often one student (by id) asks for an upload target or attaches a file; none by default. */
  uploadLimit?: (userId: string) => Promise<void>;
  /** The local driver's key for upload signatures; undefined with S3, where the app receives no upload itself. */
  uploadSigningKey: Buffer | undefined;
  now?: () => Date;
}

export const uploadingTooOftenMessage = 'You have sent many files in a short time. Please wait a few minutes and try again.';

const uploadRefusals = {
  malformed: 'The upload form is incomplete.',
  'wrong-signature': 'The upload form is not valid. Please choose the file again.',
  expired: 'The upload form has expired. Please choose the file again.',
  'another-user': 'The upload form is not valid. Please choose the file again.',
  used: 'The upload form has been used already. Please choose the file again.',
} as const;

/** How many listed files one query checks against the documents. */
const orphanBatchSize = 500;

const documentNotFound = () => new NotFound('The document was not found.');

export class DocumentsService {
  constructor(private readonly options: DocumentsOptions) {}

  private get db() {
    return this.options.db;
  }

  private get storage() {
    return this.options.storage;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** Where the student posts a file for question `answerKey`: the key is the server's, and only theirs. Not once submitted. */
  async createUploadTarget(user: SignedInUser, question: string): Promise<UploadTarget> {
    await this.options.refuseChangesIfSubmitted(user);
    await this.options.uploadLimit?.(user.id);
    return this.storage.uploadTarget(newUploadGrant(user.id, question, this.now()));
  }

  /**
   * The local driver's receiver: the signed fields must be this student's and current (403), the file must pass
   * the checks of docs/product.md §8.2 by its bytes (413 over 1 MB, 400 otherwise); then it is stored under the signed key.
   * Once the application is submitted nothing is stored (403), whatever form was handed out before.
   */
  async receiveUpload(user: SignedInUser, fields: Record<string, unknown>, file: PostedFile | undefined): Promise<void> {
    const signingKey = this.options.uploadSigningKey;
    if (!signingKey) throw new NotFound('Uploads go straight to the storage service.');
    await this.options.refuseChangesIfSubmitted(user);
    const verdict = verifyUpload(signingKey, fields, user.id, this.now());
    if (!verdict.ok) throw new Forbidden(uploadRefusals[verdict.reason]);
    if (!file) throw new ValidationError(validationMessages.fileEmpty);
    if (file.bytes.length > verdict.upload.maxSize) throw new TooLarge(validationMessages.fileTooLarge);
    const check = await checkDocument(file.bytes, file.name);
    if (!check.ok) {
      throw check.message === validationMessages.fileTooLarge ? new TooLarge(check.message) : new ValidationError(check.message);
    }
    const { key } = verdict.upload;
    // Under the application's lock, so that a submission racing it either comes after the file or refuses it; and once:
    // a signed form stores one file, never rewrites one (attached, perhaps submitted) in its 15 minutes.
    await this.options.changeApplication(user, null, async () => {
      if ((await this.storage.size(key)) !== undefined) throw new Forbidden(uploadRefusals.used);
      await this.storage.put(key, file.bytes);
    });
  }

  /**
   * Attaches an uploaded file to question `answerKey` and queues its conversion. The key must be one granted to this
   * student for this question and hold a file; anything else is not found (404), whoever's it is. The row is written
   * under the application's lock: not once submitted, nor while the question is hidden (a tab not chosen).
   */
  async startConversion(user: SignedInUser, input: AttachRequest): Promise<Document> {
    await this.options.uploadLimit?.(user.id);
    const grantee = uploadKeyGrantee(input.fileKey);
    if (!grantee || grantee.userId !== user.id || grantee.answerKey !== input.answerKey) throw documentNotFound();
    const size = await this.storage.size(input.fileKey);
    if (size === undefined) throw documentNotFound();
    const attached = await this.options.changeApplication(user, input.answerKey, async (tx, application) => {
      const [row] = await tx.query<Document & { previousFileKey: string | null; previousPdfKey: string | null }>(statements.attach, [
        application.id,
        input.answerKey,
        input.fileKey,
        input.fileName,
        size,
      ]);
      return row;
    });
    const { previousFileKey, previousPdfKey, ...document } = attached;
    await this.removeFiles([previousFileKey === document.fileKey ? null : previousFileKey, previousPdfKey]);
    await this.queueConversion({ documentId: document.id, generation: document.generation }, document.fileKey);
    return document;
  }

  /** Where the conversion of question `answerKey` stands: NOT_ANSWERED when no file is attached. */
  async status(user: SignedInUser, answerKey: string): Promise<{ status: ConversionStatus; message: string | null }> {
    const document = await this.find(user, answerKey);
    return conversionOf(document);
  }

  /** Removes the document of question `answerKey` and its files (404 when there is none). Not once submitted. */
  async remove(user: SignedInUser, question: string): Promise<void> {
    const [removed] = await this.options.changeApplication(user, null, (tx, application) =>
      tx.query<Pick<Document, 'fileKey' | 'pdfKey'>>(statements.remove, [application.id, question]),
    );
    if (!removed) throw documentNotFound();
    await this.removeFiles([removed.fileKey, removed.pdfKey]);
  }

  /**
   * Inside the transaction of a tab switch that holds the application's lock: removes the documents of the questions
   * left behind, refusing (409, docs/product.md §3.7's words) while one of them is still being converted, which rolls the
   * whole switch back. Answers the removal of their files, for after the commit.
   */
  async removeLeftBehind(tx: Queries, applicationId: string, answerKeys: string[]): Promise<() => Promise<void>> {
    if (answerKeys.length === 0) return async () => {};
    const removed = await tx.query<Pick<Document, 'fileKey' | 'pdfKey' | 'status'>>(statements.removeOfQuestions, [
      applicationId,
      answerKeys,
    ]);
    if (removed.some((document) => isConversionPending(document.status))) {
      throw new Conflict(uploadInProgressMessages.message, uploadInProgressMessages.title);
    }
    return () => this.removeFiles(removed.flatMap((document) => [document.fileKey, document.pdfKey]));
  }

  /** Every document of an application, by answer key (the Application type's documents, the application PDF). */
  documentsOfApplication(applicationId: string): Promise<Document[]> {
    return this.db.query<Document>(statements.ofApplication, [applicationId]);
  }

  /** The student's documents as the document answer of docs/product.md §10.2 (GET /api/document-answer, the profile). */
  async documentAnswer(user: Pick<SignedInUser, 'id'>): Promise<DocumentAnswer> {
    return this.documentAnswerOfApplication(await this.options.applicationIdOf(user));
  }

  /** An application's document answer, for whoever was given access to it (a service token's view). */
  async documentAnswerOfApplication(applicationId: string): Promise<DocumentAnswer> {
    return documentAnswerOf(await this.documentsOfApplication(applicationId));
  }

  /** Applications' documents as their readers see them (staff), each application's by answer key: one read for them all. */
  async viewsOfApplications(applicationIds: readonly string[]): Promise<Map<string, DocumentView[]>> {
    const views = new Map<string, DocumentView[]>(applicationIds.map((id) => [id, []]));
    for (const document of await this.db.query<Document>(statements.ofApplications, [applicationIds])) {
      views.get(document.applicationId)?.push(documentView(document));
    }
    return views;
  }

  /** A document's converted PDF (staff read it inline or in a packet), streamed; NotFound until its conversion COMPLETED. */
  async convertedFile(applicationId: string, answerKey: string): Promise<{ fileName: string; body: Readable }> {
    const [document] = await this.db.query<Document>(statements.one, [applicationId, answerKey]);
    if (document?.status !== 'COMPLETED' || !document.pdfKey) throw documentNotFound();
    return { fileName: document.fileName, body: await this.storage.stream(document.pdfKey) };
  }

  /**
   * Removes the uploaded files older than `orphanUploadAgeMs` that no document holds (posted, then never attached: the
   * student left, or chose another file); answers how many. Files are listed from the storage, in batches.
   */
  async removeOrphanUploads(): Promise<number> {
    const postedBefore = this.now().getTime() - orphanUploadAgeMs;
    let removed = 0;
    let batch: string[] = [];
    for await (const file of this.storage.list(uploadsFolder)) {
      if (file.modifiedAt.getTime() >= postedBefore) continue;
      batch.push(file.key);
      if (batch.length < orphanBatchSize) continue;
      removed += await this.removeUnreferenced(batch);
      batch = [];
    }
    if (batch.length > 0) removed += await this.removeUnreferenced(batch);
    return removed;
  }

  /** Removes those of the files `keys` that no document holds, as its upload or its PDF; answers how many. */
  private async removeUnreferenced(keys: string[]): Promise<number> {
    const unreferenced = (await this.db.query<{ key: string }>(statements.unreferenced, [keys])).map(({ key }) => key);
    await this.removeFiles(unreferenced);
    return unreferenced.length;
  }

  /** Queues the conversion of every document not finished whose job is gone (Redis lost it, or it failed unfinished). */
  async requeueUnfinished(): Promise<number> {
    const unfinished = await this.db.query<Pick<Document, 'id' | 'generation' | 'fileKey'>>(statements.unfinished);
    let queued = 0;
    for (const { id, generation, fileKey } of unfinished) {
      if (await this.queueConversion({ documentId: id, generation }, fileKey, { replaceFinished: true })) queued++;
    }
    return queued;
  }

  /** Adds the job, in the lane its file's bytes say, unless it is queued or running already; answers whether it added one. */
  private async queueConversion(data: ConversionJobData, fileKey: string, { replaceFinished = false } = {}): Promise<boolean> {
    const queueName = (await opensAsZip(this.storage, fileKey)) ? docxConversionQueue : conversionQueue;
    const queue = this.options.queues.queue<ConversionJobData>(queueName);
    const jobId = conversionJobId(data);
    const existing = await queue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (!replaceFinished || (state !== 'completed' && state !== 'failed')) return false;
      // A finished job with its document still unfinished: the job ended without saying so (a worker killed for good).
      await existing.remove();
    }
    await queue.add(queueName, data, { jobId });
    return true;
  }

  private async find(user: SignedInUser, answerKey: string): Promise<Document | undefined> {
    const [document] = await this.db.query<Document>(statements.one, [await this.options.applicationIdOf(user), answerKey]);
    return document;
  }

  private async removeFiles(keys: (string | null)[]): Promise<void> {
    await Promise.all(keys.filter((key): key is string => key !== null).map((key) => this.storage.delete(key)));
  }

  // The conversion job's side (conversion-job.ts): rows by id, each change only for the job's own generation.

  /**
   * The job takes the document in hand: IN_PROGRESS, one attempt more; FAILED (with a message saying so) when it was
   * taken in hand `maxConversionAttempts` times already. Undefined when a newer file replaced it, or it is finished or gone.
   */
  async takeInHand({ documentId, generation }: ConversionJobData): Promise<Document | undefined> {
    const parameters = [documentId, generation, maxConversionAttempts, conversionMessages.conversionAbandoned];
    const [document] = await this.db.query<Document>(statements.start, parameters);
    return document;
  }

  /**
   * Stores the PDF and marks the document COMPLETED; a PDF nobody wants any more (replaced, removed) is removed again.
   * The key is the file's generation's: two runs of one file (a job Redis lost while it ran, queued again from here, and
   * the first run still going) write the same PDF, and the later one, finding the document finished, keeps the file
   * the document holds. A stored file is replaced whole (a reader sees one or the other), never removed under its row.
   */
  async complete({ documentId, generation }: ConversionJobData, applicationId: string, pdf: Uint8Array): Promise<void> {
    const pdfKey = `converted/${applicationId}/${documentId}-${generation}.pdf`;
    await this.storage.put(pdfKey, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    if ((await this.db.execute(statements.complete, [documentId, generation, pdfKey])) === 0) await this.removeUnreferenced([pdfKey]);
  }

  async fail({ documentId, generation }: ConversionJobData, message: string): Promise<void> {
    await this.db.execute(statements.fail, [documentId, generation, message]);
  }

  /**
   * The uploaded file removed, then FAILED with `message`: bytes that must reach no one (a threat found in them). In
   * this order a FAILED document never still has them, and a crash between the two leaves the job to be taken up
   * again, finding the file gone (a FAILED document is not retried, so the other order could keep them for good).
   */
  async failRemovingUpload(data: ConversionJobData, document: Pick<Document, 'fileKey'>, message: string): Promise<void> {
    await this.storage.delete(document.fileKey);
    await this.fail(data, message);
  }

  /** The uploaded bytes, or undefined when they are gone. */
  async uploadedBytes(document: Pick<Document, 'fileKey'>): Promise<Buffer | undefined> {
    if ((await this.storage.size(document.fileKey)) === undefined) return undefined;
    return this.storage.get(document.fileKey);
  }
}
