// Every domain of the server, listed once: its tables, its GraphQL resolvers, its services (built once), its REST routes and its jobs.
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { accountEntities } from '../accounts/entity';
import { AccountRequests } from '../accounts/requests';
import { AccountResolver, ProfileLoginsResolver, type AccountsContext } from '../accounts/resolver';
import { accountRoutes } from '../accounts/routes';
import { AccountsService } from '../accounts/service';
import { createSessions, type Sessions } from '../accounts/session';
import { AccountThrottle, type RateLimits } from '../accounts/throttle';
import { applicationEntities } from '../applications/entity';
import { ApplicationResolver, ProfileApplicationResolver, toApplicationNode, type ApplicationsContext } from '../applications/resolver';
import { applicationRoutes } from '../applications/routes';
import { ApplicationService } from '../applications/service';
import type { Config } from '../config';
import type { Database, Queries } from '../db/database';
import { Converters, conversionJob } from '../documents/conversion-job';
import { documentEntities } from '../documents/entity';
import { ApplicationDocumentsResolver, type DocumentsContext } from '../documents/resolver';
import { documentRoutes } from '../documents/routes';
import { DocumentsService } from '../documents/service';
import { storageFromConfig } from '../documents/storage-from-config';
import { uploadSigningKey } from '../documents/upload-signature';
import { requestContext, type StaffCheck } from '../graphql/context';
import { ProfileResolver } from '../graphql/profile';
import type { Resolvers } from '../graphql/schema';
import { sharedPerAddressLimit } from '../http/limits';
import type { RestRoute } from '../http/rest';
import { QueueRegistry, type JobDefinition, type QueueOptions } from '../jobs/registry';
import { createSecurityLog, type SecurityLog } from '../log';
import { derivedKey } from '../secrets';
import { lookupEntities } from '../lookup/entity';
import { LookupResolver, type LookupContext } from '../lookup/resolver';
import { lookupRoutes } from '../lookup/routes';
import { loadLookupData, type LookupLoad } from '../lookup/seed';
import { LookupService } from '../lookup/service';
import type { Mailer } from '../mail/transport';
import { PartnerResolver, type PartnerContext } from '../partner/resolver';

// A new domain (documents, pdf, staff) adds a line to each list below: its entities, its resolvers, its service in
// Services and createServices, its context slice in AppContext, its routes, its job definitions, and any data it ships.

/** Every table, for generating migrations (npm run migration:generate). */
export const entities = [...accountEntities, ...applicationEntities, ...lookupEntities, ...documentEntities];

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
}

/** Where the BullMQ queues live: under the app's Redis prefix when one is given (tests), BullMQ's own otherwise. */
export function queueOptions(redis: Redis, options: ServiceOptions = {}): QueueOptions {
  return { connection: redis, prefix: options.redisPrefix };
}

/** Every domain service, built once per process and shared by the web app and the workers. */
export interface Services {
  accounts: AccountsService;
  applications: ApplicationService;
  lookups: LookupService;
  documents: DocumentsService;
  /** Chromium and the conversion thread of this process, started on first use. */
  converters: Converters;
  /** Opened by the services (the documents queue conversions); closed with them. */
  queues: QueueRegistry;
}

/** Closes what the services opened: queues, the conversion thread, Chromium. */
export async function closeServices(services: Services): Promise<void> {
  await Promise.all([services.queues.close(), services.converters.close()]);
}

/** Generous for a classroom behind one address; each keeps a row for 7 days. */
const defaultAnonymousAnswersPerHour = 60;

export function createServices({ config, db, lookupDb, redis, mailer }: Infrastructure, options: ServiceOptions = {}): Services {
  const redisPrefix = options.redisPrefix ?? 'transfer';
  const applications = new ApplicationService(
    db,
    options.now,
    sharedPerAddressLimit(redis, `${redisPrefix}:limit:anonymous-answers:ip`, {
      points: options.anonymousAnswersPerHour ?? defaultAnonymousAnswersPerHour,
      durationSeconds: 3600,
    }),
  );
  const queues = new QueueRegistry(queueOptions(redis, options));
  return {
    accounts: new AccountsService({
      db,
      mailer,
      appUrl: config.appUrl,
      partner: config.partner,
      sessionSecret: config.sessionSecret,
      now: options.now,
    }),
    applications,
    lookups: new LookupService(lookupDb),
    documents: new DocumentsService({
      db,
      storage: storageFromConfig(config),
      applicationIdOf: async (user) => (await applications.get(user)).id,
      queues,
      uploadSigningKey: config.storage === 'local' ? uploadSigningKey(config.sessionSecret) : undefined,
      now: options.now,
    }),
    converters: new Converters(config.chromiumPath),
    queues,
  };
}

/** What only the web app needs besides the services: the sessions, and the account requests that start and end them. */
export interface WebServices extends Services {
  sessions: Sessions;
  accountRequests: AccountRequests;
  securityLog: SecurityLog;
}

export function createWebServices(infrastructure: Infrastructure, services: Services, options: ServiceOptions = {}): WebServices {
  const { config, db, redis } = infrastructure;
  const redisPrefix = options.redisPrefix ?? 'transfer';
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
  };
}

/** The context every resolver gets: TypeScript checks here that it holds what each domain's resolvers declare. */
export type AppContext = AccountsContext & ApplicationsContext & LookupContext & PartnerContext & DocumentsContext;

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
  });
}

/** Every REST route of SPEC section 7. */
export function restRoutes(services: WebServices, config: Config): RestRoute[] {
  return [
    ...accountRoutes(services.accountRequests),
    ...applicationRoutes(services.applications, services.accounts, services.documents),
    ...lookupRoutes(services.lookups),
    ...documentRoutes(services.documents, config.appUrl),
  ];
}

/** The data the domains ship and load into their tables at start (the lookups' places), after the server listens. */
export function loadShippedData(db: Database): Promise<LookupLoad> {
  return loadLookupData(db);
}

/** How often the clean-up runs: unconfirmed accounts and expired anonymous answers go within an hour of their time. */
const cleanUpEveryMs = 60 * 60_000;

/** Every kind of background work the workers run; the application-PDF jobs join here. */
export function jobDefinitions(services: Services, options: ServiceOptions = {}): JobDefinition[] {
  return [
    conversionJob(services.documents, services.converters, { requeueEveryMs: options.documentRequeueEveryMs }) as JobDefinition,
    {
      queue: 'clean-up',
      repeatEveryMs: cleanUpEveryMs,
      // Accounts not confirmed within 72 hours, anonymous answers past their 7 days.
      process: async () => ({
        unconfirmedAccounts: await services.accounts.removeUnconfirmedAccounts(),
        anonymousAnswers: await services.applications.removeExpiredAnonymousAnswers(),
      }),
    },
  ];
}
