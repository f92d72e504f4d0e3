// What the services are built from and what they are: the infrastructure, the options tests change, the services of a process.
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { AccountsService } from '../accounts/service';
import { type RateLimits } from '../accounts/throttle';
import { PdfAssembly } from '../application-pdf/assembly';
import { ApplicationPdfService } from '../application-pdf/service';
import type { Receipts } from '../applications/receipt';
import { ApplicationService } from '../applications/service';
import type { Config } from '../config';
import type { Database, Queries } from '../db/database';
import { Converters } from '../documents/conversion-job';
import { DocumentsService } from '../documents/service';
import { Leases } from '../jobs/leases';
import { QueueRegistry, type QueueOptions } from '../jobs/registry';
import { LookupService } from '../lookup/service';
import type { Mailer } from '../mail/transport';
import { StaffAccess } from '../staff/access';
import { StaffApplications } from '../staff/applications';
import type { StaffPeople } from '../staff/people';
import type { ApplicationsExporter } from '../staff/export';
import type { StaffSavedViews } from '../staff/saved-views';
import type { ReviewService } from '../review/service';
import { ServiceAccessService } from '../service-access/service';

/** What the services are built from. */
export interface Infrastructure {
  config: Config;
  db: Database;
  /** The searches' own pool (db/database.ts's lookupPool), so that no flood of them holds the connections of db. */
  lookupDb: Queries;
  redis: Redis;
  mailer: Mailer;
}

/** Settings that tests change; the defaults are production's. */
export interface ServiceOptions {
  /** The clock that codes, tokens, statuses and audit rows are stamped and expire by (tests move it). */
  now?: () => Date;
  /** Where this app's keys live in Redis (rate-limit counters, ended sessions), so that apps on one Redis stay apart. */
  redisPrefix?: string;
  /** Overrides of the account rate limits (tests make them small). */
  rateLimits?: Partial<RateLimits>;
  /** How long a session read is used again without reading its row (tests shorten it). */
  sessionMemoryMs?: number;
  /** How many times an hour one address may create restore links (POST /public/tmp, createRestoreLink). */
  restoreLinksPerHour?: number;
  /** Where security events go (standard output by default; tests read them). */
  securityLogDestination?: DestinationStream;
  /** How often each worker process queues again the documents left without a live conversion job (tests shorten it). */
  documentRequeueEveryMs?: number;
  /** How long a conversion job stays locked to a worker that stopped renewing it (killed), 10 s by default (tests shorten it). */
  documentLockMs?: number;
  /** The receipt's first retry after the mail server failed, 10 s by default (tests shorten it). */
  receiptFirstRetryMs?: number;
}

/** Where the BullMQ queues live: under the app's Redis prefix when one is given (REDIS_PREFIX, tests), BullMQ's own otherwise. */
export function queueOptions(redis: Redis, options: ServiceOptions = {}): QueueOptions {
  return { connection: redis, prefix: options.redisPrefix };
}

/** Every domain service, built once per process and shared by the web app and the workers. */
export interface Services {
  accounts: AccountsService;
  applications: ApplicationService;
  /** The submission receipts owed and their sending (the receipt job's work). */
  receipts: Receipts;
  lookups: LookupService;
  staffAccess: StaffAccess;
  /** Admins managing staff from the staff pages. */
  staffPeople: StaffPeople;
  staffReads: StaffApplications;
  staffViews: StaffSavedViews;
  /** The applications' export (CSV or JSON lines) over the database, audited. */
  staffExport: ApplicationsExporter;
  /** Stages, readers' reviews and decisions (docs/product.md §17). */
  reviews: ReviewService;
  documents: DocumentsService;
  serviceAccess: ServiceAccessService;
  applicationPdfs: ApplicationPdfService;
  /** Chromium and the conversion work processes of this process, started on first use: documents convert and the PDF prints there. */
  converters: Converters;
  /** The application PDF's work process, started on first use. */
  pdfAssembly: PdfAssembly;
  /** Held by a job over what only one job may work on at a time (a question's conversion). */
  leases: Leases;
  /** Opened by the services (the documents queue conversions, the PDF its making); closed with them. */
  queues: QueueRegistry;
}

/** Closes what the services opened: queues, the work processes, Chromium. */
export async function closeServices(services: Services): Promise<void> {
  await Promise.all([services.queues.close(), services.converters.close(), services.pdfAssembly.close()]);
}

/** The options with the app's Redis prefix: the one given (tests), else REDIS_PREFIX's. */
export function withRedisPrefix(config: Config, options: ServiceOptions): ServiceOptions {
  return { ...options, redisPrefix: options.redisPrefix ?? config.redisPrefix };
}
