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
import { createSessions, type Sessions } from '../accounts/session';
import { AccountThrottle, type RateLimits } from '../accounts/throttle';
import { applicationEntities } from '../applications/entity';
import { ApplicationResolver, ProfileApplicationResolver, type ApplicationsContext } from '../applications/resolver';
import { applicationRoutes } from '../applications/routes';
import { ApplicationService } from '../applications/service';
import type { Config } from '../config';
import type { Database, Queries } from '../db/database';
import { requestContext, type StaffCheck } from '../graphql/context';
import { ProfileResolver } from '../graphql/profile';
import type { Resolvers } from '../graphql/schema';
import { sharedPerAddressLimit } from '../http/limits';
import type { RestRoute } from '../http/rest';
import type { JobDefinition } from '../jobs/registry';
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

// A new domain (documents, pdf, staff) adds a line to each list below: its entities, its resolvers, its service in
// Services and createServices, its context slice in AppContext, its routes, its job definitions, and any data it ships.

/** Every table, for generating migrations (npm run migration:generate). */
export const entities = [...accountEntities, ...applicationEntities, ...lookupEntities, ...staffEntities];

/** Every resolver class of the GraphQL schema. */
export const resolvers: Resolvers = [
  ProfileResolver,
  AccountResolver,
  ProfileLoginsResolver,
  ApplicationResolver,
  ProfileApplicationResolver,
  LookupResolver,
  PartnerResolver,
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
}

/** Every domain service, built once per process and shared by the web app and the workers. */
export interface Services {
  accounts: AccountsService;
  applications: ApplicationService;
  lookups: LookupService;
  staffAccess: StaffAccess;
  staffReads: StaffApplications;
}

/** Generous for a classroom behind one address; each keeps a row for 7 days. */
const defaultAnonymousAnswersPerHour = 60;

export function createServices({ config, db, lookupDb, redis, mailer }: Infrastructure, options: ServiceOptions = {}): Services {
  const redisPrefix = options.redisPrefix ?? 'transfer';
  return {
    accounts: new AccountsService({
      db,
      mailer,
      appUrl: config.appUrl,
      partner: config.partner,
      sessionSecret: config.sessionSecret,
      now: options.now,
    }),
    applications: new ApplicationService(
      db,
      options.now,
      sharedPerAddressLimit(redis, `${redisPrefix}:limit:anonymous-answers:ip`, {
        points: options.anonymousAnswersPerHour ?? defaultAnonymousAnswersPerHour,
        durationSeconds: 3600,
      }),
    ),
    lookups: new LookupService(lookupDb),
    staffAccess: new StaffAccess(db, options.now),
    staffReads: new StaffApplications(db, options.now),
  };
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
    staffAuthentication: staffAuthentication(services.staffAccess),
  };
}

/** The context every resolver gets: TypeScript checks here that it holds what each domain's resolvers declare. */
export type AppContext = AccountsContext & ApplicationsContext & LookupContext & PartnerContext & StaffContext;

export function graphqlContext(services: WebServices, config: Config, isStaff: StaffCheck) {
  return (request: Parameters<typeof requestContext>[0]): AppContext => ({
    ...requestContext(request, isStaff),
    accounts: services.accounts,
    accountRequests: services.accountRequests,
    applications: services.applications,
    lookups: services.lookups,
    partner: config.partner,
    staffReads: services.staffReads,
  });
}

/** The built client's staff page: the staff sign-in form, and GraphiQL (null when the client is not built with it). */
export const staffPageFile = 'staff.html';

/** Every REST route of SPEC section 7, and the staff's sign-in. */
export function restRoutes(services: WebServices, config: Config, staffPage: string | null): RestRoute[] {
  return [
    ...accountRoutes(services.accountRequests),
    ...applicationRoutes(services.applications, services.accounts),
    ...lookupRoutes(services.lookups),
    ...staffRoutes(services.staffAccess, staffPage, config.secureCookies),
  ];
}

/** What runs on /graphql before GraphQL itself: who of staff asks (the check `isStaff` reads), and GraphiQL for them. */
export function graphqlBefore(services: WebServices, isStaff: StaffCheck, staffPage: string | null): RequestHandler[] {
  return [services.staffAuthentication.middleware, graphiqlPage(isStaff, staffPage)];
}

/** The command line's staff commands, over the database alone. */
export function staffAdministration(db: Database) {
  const access = new StaffAccess(db);
  const reads = new StaffApplications(db);
  return {
    createToken: (email: string) => access.createToken(email),
    revokeTokens: (email: string) => access.revokeTokens(email),
    exportApplications: (out: Writable, options: ExportOptions) => exportApplications(db, reads, out, options),
  };
}

/** The data the domains ship and load into their tables at start (the lookups' places), after the server listens. */
export function loadShippedData(db: Database): Promise<LookupLoad> {
  return loadLookupData(db);
}

/** How often the clean-up runs: unconfirmed accounts and expired anonymous answers go within an hour of their time. */
const cleanUpEveryMs = 60 * 60_000;

/** Every kind of background work the workers run; the document-conversion and application-PDF jobs join here. */
export function jobDefinitions(services: Services): JobDefinition[] {
  return [
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
