// The application PDF: requested on submit and on demand, made by the worker (print, attach, store) as two copies, the
// student's with the SSN masked and the staff's with it whole; its status, and each copy's file.
import type { Readable } from 'node:stream';
import {
  applicantName,
  formQuestions,
  hasSsn,
  isConversionPending,
  questionLabel,
  type Answers,
  type ConversionStatus,
} from '@transfer/form';
import type { Queries } from '../db/database';
import { NotFound } from '../errors';
import { assemblePdf, type Attachment } from './assemble';
import type { AssemblePdf } from './assembly';
import type { ApplicationPdf } from './entity';
import type { PrintView } from './print';
import { runningHeads, type PdfIdentity } from './running-heads';
import { applicationPdfStatements as statements } from './sql';

/** What the PDF needs of an application (the applications domain has it; the composition root hands it over). */
export interface PdfApplication {
  id: string;
  submitted: boolean;
  /** The answers' version: the PDF records which answers it shows. */
  version: number;
  answers: Answers;
}

/** A document attached to the application (the documents domain's, handed over by the composition root). */
export interface AttachedDocument {
  answerKey: string;
  fileName: string;
  status: ConversionStatus;
  /** The storage key of its converted PDF, once COMPLETED. */
  pdfKey: string | null;
  /** Why its conversion failed, once FAILED. */
  message: string | null;
}

/** The application's read-only view (service access's), as one HTML page to print, and who and which application it is. */
export interface PrintableView {
  html: string;
  identity: PdfIdentity;
}

/** Where the PDF's parts come from, each owned by another domain and wired by the composition root. */
export interface PdfSources {
  studentApplication(userId: string): Promise<PdfApplication>;
  application(applicationId: string): Promise<PdfApplication>;
  /** The read-only view's page of the application, read once straight from the database, for each way of showing the SSN asked. */
  printableViews(applicationId: string, copies: readonly SsnShown[]): Promise<PrintableView[]>;
  /** The application's documents, converted or not. */
  documents(applicationId: string): Promise<AttachedDocument[]>;
}

/** The staff's copy shows the SSN whole; the student's own copy its last four digits only. */
export type SsnShown = 'whole' | 'masked';

/** The part of the documents' storage the PDF uses (the same files: converted documents in, the PDF out). */
export interface PdfStorage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Promise<Readable>;
}

/** Queues the making of one generation of an application's PDF (deterministic job id: a repeat is the same job). */
export type QueuePdf = (job: PdfJob) => Promise<void>;

export interface PdfJob {
  applicationId: string;
  generation: number;
}

/** A finished copy, named for its download. */
export interface PdfFile {
  fileName: string;
  body: Readable;
}

/** GET /api/pdf's answer. */
export interface PdfStatus {
  status: ConversionStatus;
  url: string | null;
}

/** Where a finished PDF is downloaded from by its owner. */
export const pdfFileUrl = '/api/pdf/file';

/** A failed PDF is tried again on request, but not more often than this, so that the client sees FAILED first. */
export const failedPdfRetryAfterMs = 60_000;

/**
 * How long a PDF waits for a document still converting when the application was submitted (a conversion gives up
 * within a few minutes: three attempts of at most a minute each); past it the document is named as not converted.
 */
export const documentWaitMs = 10 * 60_000;

/** What a job did: made the PDF, or found a document still converting and is to be run again shortly. */
export type PdfJobOutcome = 'made' | 'waiting-for-documents';

/** Form order: the documents follow the questions they answer. */
function inFormOrder(documents: AttachedDocument[]): AttachedDocument[] {
  const position = (key: string) => {
    const index = formQuestions.findIndex(({ node }) => node.key === key);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...documents].sort((a, b) => position(a.answerKey) - position(b.answerKey));
}

export interface ApplicationPdfServiceParts {
  db: Queries;
  sources: PdfSources;
  storage: PdfStorage;
  queue: QueuePdf;
  print: PrintView;
  /** Where the PDF is put together: in this process by default, in a work process for the worker (PdfAssembly). */
  assemble?: AssemblePdf;
  /** The application's title, printed in each page's header. */
  applicationTitle: string;
  now?: () => Date;
}

export class ApplicationPdfService {
  private readonly now: () => Date;

  constructor(private readonly parts: ApplicationPdfServiceParts) {
    this.now = parts.now ?? (() => new Date());
  }

  /**
   * The student's PDF status: NOT_ANSWERED before submission; a PDF missing, or failed a while ago, is queued again
   * (UNPROCESSED). The url is set only once COMPLETED.
   */
  async status(userId: string): Promise<PdfStatus> {
    const application = await this.parts.sources.studentApplication(userId);
    if (!application.submitted) return { status: 'NOT_ANSWERED', url: null };
    const row = (await this.request(application.id)) ?? (await this.find(application.id))!;
    return { status: row.status, url: row.status === 'COMPLETED' ? pdfFileUrl : null };
  }

  /**
   * Where each application's PDF stands, for staff, in one read that changes nothing (NOT_ANSWERED when none was asked
   * for). Only the student's own request (status) or the submission starts one.
   */
  async statusesOf(applicationIds: readonly string[]): Promise<Map<string, ConversionStatus>> {
    const rows = await this.parts.db.query<Pick<ApplicationPdf, 'applicationId' | 'status'>>(statements.statuses, [applicationIds]);
    const found = new Map<string, ConversionStatus>(rows.map((row) => [row.applicationId, row.status]));
    return new Map(applicationIds.map((id) => [id, found.get(id) ?? 'NOT_ANSWERED']));
  }

  /** The student's own finished PDF (the SSN masked) and the file name naming them; NotFound until it is COMPLETED. */
  async file(userId: string): Promise<PdfFile> {
    return this.copy(await this.parts.sources.studentApplication(userId), (row) => row.studentStorageKey);
  }

  /**
   * An application's finished PDF for staff: the staff's copy (the SSN whole), or for a reader the student's copy (the
   * SSN masked); NotFound until it is COMPLETED.
   */
  async staffFile(applicationId: string, ssn: SsnShown = 'whole'): Promise<PdfFile> {
    return this.copy(await this.parts.sources.application(applicationId), (row) =>
      ssn === 'whole' ? row.storageKey : row.studentStorageKey,
    );
  }

  /** On submission: the first PDF is asked for at once (a repeated call changes nothing). */
  async requestOnSubmit(applicationId: string): Promise<void> {
    await this.request(applicationId);
  }

  /**
   * The worker's job: prints the read-only view, appends the application's documents, stores the file and records it.
   * The PDF shows every document the application was submitted with: while one is still converting the job does
   * nothing but say so (the worker runs it again shortly), for at most `documentWaitMs`. A job whose generation is no
   * longer wanted does nothing. On its last attempt a failure is recorded as FAILED. `signal` aborting (the job's time
   * is up) stops the print and the assembly.
   */
  async make(job: PdfJob, lastAttempt: boolean, signal?: AbortSignal): Promise<PdfJobOutcome> {
    const { db, sources } = this.parts;
    const [started] = await db.query<ApplicationPdf>(statements.start, [job.applicationId, job.generation, this.now()]);
    if (!started) return 'made';
    try {
      const documents = inFormOrder(await sources.documents(job.applicationId));
      const waitedEnough = this.now().getTime() - started.requestedAt.getTime() >= documentWaitMs;
      if (!waitedEnough && documents.some((document) => isConversionPending(document.status))) return 'waiting-for-documents';
      const application = await sources.application(job.applicationId);
      const attachments = this.attachments(documents);
      // Without an SSN to mask, the student's copy is the same file: printed once.
      const copies: SsnShown[] = hasSsn(application.answers) ? ['whole', 'masked'] : ['whole'];
      const [staffView, studentView] = await sources.printableViews(job.applicationId, copies);
      const staffKey = await this.storeCopy(job.applicationId, 'whole', staffView, attachments, signal);
      const studentKey = studentView ? await this.storeCopy(job.applicationId, 'masked', studentView, attachments, signal) : staffKey;
      await db.execute(statements.complete, [job.applicationId, job.generation, staffKey, studentKey, application.version, this.now()]);
      return 'made';
    } catch (error) {
      if (lastAttempt) {
        await db.execute(statements.fail, [job.applicationId, job.generation, (error as Error).message, this.now()]);
      }
      throw error;
    }
  }

  /** At start: every PDF left UNPROCESSED or IN_PROGRESS is queued again (a live job of the same id is left alone). */
  async requeueUnfinished(): Promise<void> {
    const rows = await this.parts.db.query<PdfJob>(statements.unfinished);
    for (const row of rows) await this.parts.queue(row);
  }

  /** Asks for a new PDF when there is none, or the last one failed a while ago; answers the new row, if any. */
  private async request(applicationId: string): Promise<ApplicationPdf | undefined> {
    const now = this.now();
    const [row] = await this.parts.db.query<ApplicationPdf>(statements.request, [
      applicationId,
      now,
      new Date(now.getTime() - failedPdfRetryAfterMs),
    ]);
    if (row) await this.parts.queue({ applicationId, generation: row.generation });
    return row;
  }

  private async find(applicationId: string): Promise<ApplicationPdf | undefined> {
    const [row] = await this.parts.db.query<ApplicationPdf>(statements.find, [applicationId]);
    return row;
  }

  /**
   * One copy: the read-only view printed (its pages headed with who and which application), its documents after it;
   * stored, its key answered. `signal` aborting stops the print and the assembly.
   */
  private async storeCopy(
    applicationId: string,
    ssn: SsnShown,
    { html, identity }: PrintableView,
    attachments: Promise<Attachment[]>,
    signal?: AbortSignal,
  ): Promise<string> {
    const { applicationTitle, print, storage, assemble = assemblePdf } = this.parts;
    const [form, documents] = await Promise.all([print(html, runningHeads(identity, applicationTitle), signal), attachments]);
    const pdf = await assemble({ form, attachments: documents, identity, applicationTitle }, signal);
    const key = ssn === 'whole' ? `application-pdf/${applicationId}.pdf` : `application-pdf/${applicationId}-student.pdf`;
    await storage.put(key, Buffer.from(pdf));
    return key;
  }

  /** A finished copy of a submitted application, named by the applicant; NotFound until it is COMPLETED. */
  private async copy(application: PdfApplication, keyOf: (row: ApplicationPdf) => string | null): Promise<PdfFile> {
    const row = await this.find(application.id);
    const key = row?.status === 'COMPLETED' ? keyOf(row) : null;
    if (!application.submitted || !key) throw new NotFound('The PDF copy of your application is not ready yet.');
    return { fileName: `Application - ${applicantName(application.answers)}.pdf`, body: await this.parts.storage.stream(key) };
  }

  /** Each document in form order with its converted pages, or none when it could not be converted (or not in time). */
  private attachments(documents: AttachedDocument[]): Promise<Attachment[]> {
    return Promise.all(
      documents.map(async (document) => ({
        label: questionLabel(document.answerKey),
        fileName: document.fileName,
        pdf: document.status === 'COMPLETED' && document.pdfKey ? await this.parts.storage.get(document.pdfKey) : null,
      })),
    );
  }
}
