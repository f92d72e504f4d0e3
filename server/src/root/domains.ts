// Every domain of the server, listed once: its tables, its GraphQL resolvers, its services (built once), its REST routes and its jobs.
import type { Writable } from 'node:stream';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { accountEntities } from '../accounts/entity';
import { AccountRequests } from '../accounts/requests';
import { AccountResolver, ProfileLoginsResolver, type AccountsContext } from '../accounts/resolver';
import { accountRoutes } from '../accounts/routes';
import { AccountsService } from '../accounts/service';
import { staffAccounts } from '../accounts/staff-accounts';
import { createSessions, type Sessions } from '../accounts/session';
import { AccountThrottle, type RateLimits } from '../accounts/throttle';
import { PdfAssembly } from '../application-pdf/assembly';
import { applicationPdfEntities } from '../application-pdf/entity';
import { viewPrinter } from '../application-pdf/print';
import { applicationPdfRoutes } from '../application-pdf/routes';
import { ApplicationPdfService, type PdfApplication, type PdfJob } from '../application-pdf/service';
import { applicationEntities } from '../applications/entity';
import { ApplicationResolver, ProfileApplicationResolver, toApplicationNode, type ApplicationsContext } from '../applications/resolver';
import { receiptSender } from '../applications/receipt';
import { applicationRoutes } from '../applications/routes';
import { ApplicationService, type ApplicationState } from '../applications/service';
import type { Config } from '../config';
import type { Database, Queries } from '../db/database';
import { Converters, conversionJobs } from '../documents/conversion-job';
import { documentEntities } from '../documents/entity';
import { ApplicationDocumentsResolver, type DocumentsContext } from '../documents/resolver';
import { documentRoutes } from '../documents/routes';
import { DocumentsService, uploadingTooOftenMessage } from '../documents/service';
import { storageFromConfig } from '../documents/storage-from-config';
import { uploadSigningKey } from '../documents/upload-signature';
import { requestContext, type StaffCheck } from '../graphql/context';
import { ProfileResolver } from '../graphql/profile';
import type { Resolvers } from '../graphql/schema';
import { perKeyLimit, sharedPerAddressLimit, sharedPerKeyLimit } from '../http/limits';
import { savingTooOftenMessage } from '../applications/messages';
import type { RestRoute } from '../http/rest';
import { Leases } from '../jobs/leases';
import { QueueRegistry, runAgainIn, type JobDefinition, type QueueOptions } from '../jobs/registry';
import { createSecurityLog, type SecurityLog } from '../log';
import { derivedKey } from '../secrets';
import { lookupEntities } from '../lookup/entity';
import { LookupResolver, type LookupContext } from '../lookup/resolver';
import { lookupRoutes } from '../lookup/routes';
import { loadLookupData, type LookupLoad } from '../lookup/seed';
import { LookupService } from '../lookup/service';
import type { Mailer } from '../mail/transport';
import { StaffAccess } from '../staff/access';
import { StaffApplications } from '../staff/applications';
import { staffEntities } from '../staff/entity';
import { exportApplications, type ExportOptions } from '../staff/export';
import { StaffApplicationResolver, type StaffContext } from '../staff/resolver';
import { graphiqlPage, staffAuthentication, staffRoutes, type StaffAuthentication } from '../staff/routes';
import { PartnerResolver, type PartnerContext } from '../partner/resolver';
import { serviceAccessEntities } from '../service-access/entity';
import { serviceAccessRoutes } from '../service-access/routes';
import { ServiceAccessService, type MintedServiceToken } from '../service-access/service';

// A new domain (documents, pdf, staff) adds a line to each list below: its entities, its resolvers, its service in
// Services and createServices, its context slice in AppContext, its routes, its job definitions, and any data it ships.

/** Every table, for generating migrations (npm run migration:generate). */
export const entities = [
  ...accountEntities,
  ...applicationEntities,
  ...lookupEntities,
  ...documentEntities,
  ...serviceAccessEntities,
  ...applicationPdfEntities,
  ...staffEntities,
];

/** Every resolver class of the GraphQL schema. */
export const resolvers: Resolvers = [
  ProfileResolver,
  AccountResolver,
  ProfileLoginsResolver,
  ApplicationResolver,
  ProfileApplicationResolver,
  LookupResolver,
  PartnerResolver,
  ApplicationDocumentsResolver,
  StaffApplicationResolver,
];

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
  /** How many times an hour one address may keep anonymous answers (POST /public/tmp, saveAnonymousAnswers). */
  anonymousAnswersPerHour?: number;
  /** Where security events go (standard output by default; tests read them). */
  securityLogDestination?: DestinationStream;
  /** How often each worker process queues again the documents left without a live conversion job (tests shorten it). */
  documentRequeueEveryMs?: number;
  /** How long a conversion job stays locked to a worker that stopped renewing it (killed), 10 s by default (tests shorten it). */
  documentLockMs?: number;
}

/** Where the BullMQ queues live: under the app's Redis prefix when one is given (REDIS_PREFIX, tests), BullMQ's own otherwise. */
export function queueOptions(redis: Redis, options: ServiceOptions = {}): QueueOptions {
  return { connection: redis, prefix: options.redisPrefix };
}

/** Every domain service, built once per process and shared by the web app and the workers. */
export interface Services {
  accounts: AccountsService;
  applications: ApplicationService;
  lookups: LookupService;
  staffAccess: StaffAccess;
  staffReads: StaffApplications;
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

/** The application PDF's queue; its job ids are the application's and the request's generation, so a repeat is one job. */
export const applicationPdfQueue = 'application-pdf';

/** How often a PDF waiting for a document still converting looks again (a conversion takes about a second). */
const pdfDocumentPollMs = 1000;

/** What the PDF and the service view know of an application: from its row, by id or by its student. */
function pdfApplication(state: ApplicationState): PdfApplication {
  return { id: state.id, submitted: state.submittedAt !== null, version: state.version, answers: state.answers };
}

/** Generous for a classroom behind one address; each keeps a row for 7 days. */
const defaultAnonymousAnswersPerHour = 60;

/** The options with the app's Redis prefix: the one given (tests), else REDIS_PREFIX's. */
function withRedisPrefix(config: Config, options: ServiceOptions): ServiceOptions {
  return { ...options, redisPrefix: options.redisPrefix ?? config.redisPrefix };
}

export function createServices({ config, db, lookupDb, redis, mailer }: Infrastructure, serviceOptions: ServiceOptions = {}): Services {
  const options = withRedisPrefix(config, serviceOptions);
  const redisPrefix = options.redisPrefix ?? 'transfer';
  const queues = new QueueRegistry(queueOptions(redis, options));
  const converters = new Converters(config.chromiumPath, config.clamd);
  const pdfAssembly = new PdfAssembly();
  const storage = storageFromConfig(config);
  const accounts = new AccountsService({
    db,
    mailer,
    appUrl: config.appUrl,
    partner: config.partner,
    sessionSecret: config.sessionSecret,
    now: options.now,
    onStudentConfirmed: (tx, student) => applications.open(student, tx),
  });
  const sendReceipt = receiptSender({
    application: (applicationId) => applications.byId(applicationId),
    emailOf: async (userId) => (await accounts.signedInUser(userId))?.email ?? null,
    mailer,
    partner: config.partner,
    appUrl: config.appUrl,
  });
  // The documents change under the application's lock, and a tab switch removes documents: each calls the other, once
  // both are built (the closures run only when a request comes). So does submitting, which asks for the PDF built after it.
  const documents: DocumentsService = new DocumentsService({
    db,
    storage,
    applicationIdOf: async (user) => (await applications.get(user)).id,
    refuseChangesIfSubmitted: (user) => applications.refuseChangesIfSubmitted(user),
    changeApplication: (user, answerKey, change) => applications.changeLocked(user, answerKey, change),
    queues,
    uploadLimit: sharedPerKeyLimit(
      redis,
      `${redisPrefix}:limit:uploads:student`,
      { points: config.rateLimits.uploadsPerHour, durationSeconds: 3600 },
      uploadingTooOftenMessage,
    ),
    uploadSigningKey: config.storage === 'local' ? uploadSigningKey(config.sessionSecret) : undefined,
    now: options.now,
  });
  const applications: ApplicationService = new ApplicationService(db, options.now, {
    anonymousAnswersLimit: sharedPerAddressLimit(redis, `${redisPrefix}:limit:anonymous-answers:ip`, {
      points: options.anonymousAnswersPerHour ?? defaultAnonymousAnswersPerHour,
      durationSeconds: 3600,
    }),
    // Over 10-second windows: a burst of saves gets no further ahead of the pace than a few seconds' worth.
    saveLimit: perKeyLimit({ points: Math.floor(config.rateLimits.savesPerMinute / 6), durationSeconds: 10 }, savingTooOftenMessage),
    onSubmitted: async (applicationId) => {
      sendReceipt(applicationId);
      // The submission is stored: a PDF not queued now (Redis away) is queued by the workers' start-up from its row.
      await applicationPdfs
        .requestOnSubmit(applicationId)
        .catch((error: unknown) => console.error('queueing the application PDF failed:', error));
    },
    removeDocuments: (tx, applicationId, answerKeys) => documents.removeLeftBehind(tx, applicationId, answerKeys),
  });
  const serviceAccess = new ServiceAccessService(
    db,
    {
      application: async (applicationId) => {
        const { userId, answers, addAnother, tabs, number, submittedAt } = await applications.byId(applicationId);
        const student = await accounts.signedInUser(userId);
        return { state: { answers, addAnother, tabs }, username: student?.email ?? '', number, submittedAt };
      },
      documentAnswer: (applicationId) => documents.documentAnswerOfApplication(applicationId),
    },
    { name: config.partner.name, applicationTitle: config.partner.application_title, timeZone: config.partner.time_zone },
    (read) => staffReads.recordServiceTokenRead(read),
    options.now,
  );
  const applicationPdfs: ApplicationPdfService = new ApplicationPdfService({
    db,
    sources: {
      studentApplication: async (userId) => pdfApplication(await applications.get({ id: userId })),
      application: async (applicationId) => pdfApplication(await applications.byId(applicationId)),
      printableViews: (applicationId, copies) => serviceAccess.printable(applicationId, copies),
      documents: (applicationId) => documents.documentsOfApplication(applicationId),
    },
    storage,
    queue: async (job: PdfJob) => {
      await queues.queue<PdfJob>(applicationPdfQueue).add(applicationPdfQueue, job, {
        jobId: `pdf-${job.applicationId}-${job.generation}`,
      });
    },
    print: viewPrinter(converters.chromium),
    assemble: pdfAssembly.assemble,
    applicationTitle: config.partner.application_title,
    now: options.now,
  });
  const staffReads: StaffApplications = new StaffApplications(
    db,
    {
      documents: (applicationId) => documents.viewsOfApplication(applicationId),
      pdfStatus: (applicationId) => applicationPdfs.statusOf(applicationId),
      pdfFile: (applicationId) => applicationPdfs.staffFile(applicationId),
      mintServiceToken: (applicationId, staff) =>
        serviceAccess.mint(applicationId, 'staff', { staffTokenId: staff.tokenId, staffSessionId: staff.sessionId }),
    },
    config.appUrl,
    options.now,
  );
  return {
    accounts,
    applications,
    lookups: new LookupService(lookupDb),
    documents,
    serviceAccess,
    applicationPdfs,
    converters,
    pdfAssembly,
    leases: new Leases(redis, redisPrefix),
    queues,
    staffAccess: new StaffAccess(db, staffAccounts(db, options.now), options.now),
    staffReads,
  };
}

/**
 * A staff member's service token for the application of the student with that e-mail, or null when no confirmed
 * student has it (a staff address included): the CLI's service-token. NotFound when the student never signed in.
 */
export async function serviceTokenForStudent(services: Services, email: string): Promise<MintedServiceToken | null> {
  const student = await services.accounts.studentByEmail(email);
  if (!student) return null;
  const application = await services.applications.get(student);
  return services.serviceAccess.mint(application.id, 'staff', null);
}

/** What only the web app needs besides the services: the sessions, and the account requests that start and end them. */
export interface WebServices extends Services {
  sessions: Sessions;
  accountRequests: AccountRequests;
  securityLog: SecurityLog;
  staffAuthentication: StaffAuthentication;
}

export function createWebServices(infrastructure: Infrastructure, services: Services, options: ServiceOptions = {}): WebServices {
  const { config, db, redis } = infrastructure;
  const redisPrefix = withRedisPrefix(config, options).redisPrefix ?? 'transfer';
  const sessions = createSessions({
    config,
    db,
    redis,
    redisPrefix,
    service: services.accounts,
    sessionMemoryMs: options.sessionMemoryMs,
    now: options.now,
  });
  const throttle = new AccountThrottle(redis, redisPrefix, derivedKey(config.sessionSecret, 'rate-limit keys'), options.rateLimits);
  const securityLog = createSecurityLog(derivedKey(config.sessionSecret, 'security log'), options.securityLogDestination);
  return {
    ...services,
    sessions,
    securityLog,
    accountRequests: new AccountRequests(services.accounts, throttle, sessions, securityLog),
    staffAuthentication: staffAuthentication(services.staffAccess),
  };
}

/** The context every resolver gets: TypeScript checks here that it holds what each domain's resolvers declare. */
export type AppContext = AccountsContext & ApplicationsContext & LookupContext & PartnerContext & DocumentsContext & StaffContext;

export function graphqlContext(services: WebServices, config: Config, isStaff: StaffCheck) {
  return (request: Parameters<typeof requestContext>[0]): AppContext => ({
    ...requestContext(request, isStaff),
    accounts: services.accounts,
    accountRequests: services.accountRequests,
    applications: services.applications,
    lookups: services.lookups,
    partner: config.partner,
    documents: services.documents,
    studentApplication: async (user) => toApplicationNode(await services.applications.get(user)),
    staffReads: services.staffReads,
  });
}

/** The built client's staff page: the staff sign-in form, and GraphiQL (null when the client is not built with it). */
export const staffPageFile = 'staff.html';

/** Every REST route of docs/product.md §10.2, and the staff's sign-in. */
export function restRoutes(services: WebServices, config: Config, staffPage: string | null): RestRoute[] {
  return [
    ...accountRoutes(services.accountRequests),
    ...applicationRoutes(services.applications, services.accounts, services.documents),
    ...lookupRoutes(services.lookups),
    ...documentRoutes(services.documents),
    ...serviceAccessRoutes(services.serviceAccess),
    ...applicationPdfRoutes(services.applicationPdfs),
    ...staffRoutes(services.staffAccess, services.staffReads, staffPage, config.secureCookies),
  ];
}

/** What runs on /graphql before GraphQL itself: who of staff asks (the check `isStaff` reads), and GraphiQL for them. */
export function graphqlBefore(services: WebServices, isStaff: StaffCheck, staffPage: string | null): RequestHandler[] {
  return [services.staffAuthentication.middleware, graphiqlPage(isStaff, staffPage)];
}

/** How many days a staff API token works unless staff:create is told otherwise. */
export { defaultTokenDays } from '../staff/access';

/** The command line's staff commands, over the database alone. */
export function staffAdministration(db: Database) {
  const access = new StaffAccess(db, staffAccounts(db));
  // The command line only exports: it reads no documents or PDFs.
  const reads = new StaffApplications(db, null, '');
  return {
    createToken: (email: string, days?: number) => access.createToken(email, days),
    tokens: (email: string) => access.tokens(email),
    revokeTokens: (email: string) => access.revokeTokens(email),
    exportApplications: (out: Writable, options: ExportOptions) => exportApplications(db, reads, out, options),
  };
}

/** The workers' start-up line on virus scanning: which clamd scans the uploads, or that nothing does. */
export { virusScanningLine } from '../documents/virus-scan';

/** The data the domains ship and load into their tables at start (the lookups' places), after the server listens. */
export function loadShippedData(db: Database): Promise<LookupLoad> {
  return loadLookupData(db);
}

/** How often the clean-up runs: unconfirmed accounts, expired anonymous answers and orphan uploads go within an hour of their time. */
const cleanUpEveryMs = 60 * 60_000;

/** The clean-up removes in batches; an hour's worth takes seconds. */
const cleanUpTimeLimitMs = 10 * 60_000;

/** A print (at most 30 s) and the assembly of documents of at most 50 pages each take seconds. */
export const pdfTimeLimitMs = 2 * 60_000;

/** Every kind of background work the workers run; the application-PDF jobs join here. */
export function jobDefinitions(services: Services, options: ServiceOptions = {}): JobDefinition[] {
  return [
    ...(conversionJobs(services.documents, services.converters, services.leases, {
      requeueEveryMs: options.documentRequeueEveryMs,
      lockDurationMs: options.documentLockMs,
    }) as JobDefinition[]),
    {
      queue: 'clean-up',
      repeatEveryMs: cleanUpEveryMs,
      timeLimitMs: cleanUpTimeLimitMs,
      // Accounts not confirmed within 72 hours, anonymous answers past their 7 days, service tokens past their expiry,
      // uploaded files never attached to a document after a day.
      process: async () => ({
        unconfirmedAccounts: await services.accounts.removeUnconfirmedAccounts(),
        anonymousAnswers: await services.applications.removeExpiredAnonymousAnswers(),
        serviceTokens: await services.serviceAccess.removeExpired(),
        orphanUploads: await services.documents.removeOrphanUploads(),
      }),
    },
    {
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
        const attempts = job.opts.attempts ?? 1;
        const outcome = await services.applicationPdfs.make(job.data as PdfJob, job.attemptsMade + 1 >= attempts, signal);
        // A document it must show is still converting: the same job again shortly, not counted as an attempt.
        if (outcome === 'waiting-for-documents') await runAgainIn(job, token, pdfDocumentPollMs);
      },
      requeueUnfinished: () => services.applicationPdfs.requeueUnfinished(),
    },
  ];
}
