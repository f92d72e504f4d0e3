// What only the web app adds to the services: sessions, account requests, the GraphQL context, the REST routes.
import 'reflect-metadata';
import type { RequestHandler } from 'express';
import { AccountRequests } from '../accounts/requests';
import { type AccountsContext } from '../accounts/resolver';
import { accountRoutes } from '../accounts/routes';
import { createSessions, type Sessions } from '../accounts/session';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { AccountThrottle } from '../accounts/throttle';
import { applicationPdfRoutes } from '../application-pdf/routes';
import { toApplicationNode, type ApplicationsContext } from '../applications/resolver';
import { applicationRoutes } from '../applications/routes';
import type { Config } from '../config';
import { type DocumentsContext } from '../documents/resolver';
import { documentRoutes } from '../documents/routes';
import { requestContext, type StaffCheck } from '../graphql/context';
import type { RestRoute } from '../http/rest';
import { createSecurityLog, type SecurityLog } from '../log';
import { derivedKey } from '../secrets';
import { type LookupContext } from '../lookup/resolver';
import { lookupRoutes } from '../lookup/routes';
import { type StaffPeopleContext } from '../staff/people-resolver';
import { type StaffReaderContext } from '../staff/reader-resolver';
import { type ReviewContext } from '../review/resolver';
import { graphiqlPage, staffAuthentication, staffRoutes, type StaffAuthentication } from '../staff/routes';
import { StaffSignIn } from '../staff/sign-in';
import { SingleSignOn } from '../staff/single-sign-on';
import { staffLinkSender } from '../mail/templates';
import { type PartnerContext } from '../partner/resolver';
import { serviceAccessRoutes } from '../service-access/routes';
import { withRedisPrefix, type Infrastructure, type ServiceOptions, type Services } from './services';

/** What only the web app needs besides the services: the sessions, and the account requests that start and end them. */
export interface WebServices extends Services {
  sessions: Sessions;
  accountRequests: AccountRequests;
  securityLog: SecurityLog;
  staffAuthentication: StaffAuthentication;
  staffSignIn: StaffSignIn;
  /** The university's single sign-on for staff, when STAFF_OIDC_* set it up. */
  staffSingleSignOn: SingleSignOn | null;
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
  // The students' limiter and limits, with keys of the staff's own.
  const staffThrottle = new AccountThrottle(
    redis,
    `${redisPrefix}:staff`,
    derivedKey(config.sessionSecret, 'staff rate-limit keys'),
    options.rateLimits,
  );
  const sendStaffLink = staffLinkSender(infrastructure.mailer, config.partner);
  const staffSignIn = new StaffSignIn(
    db,
    services.staffAccess,
    { hash: hashPassword, verify: verifyPassword },
    staffThrottle,
    (purpose, link) => {
      sendStaffLink(purpose, link).catch((error: unknown) => console.error(`mail to ${link.email} failed:`, error));
    },
    config.sessionSecret,
    `${config.partner.name} staff`,
    options.now,
  );
  const sso = config.staffSingleSignOn;
  return {
    ...services,
    sessions,
    securityLog,
    accountRequests: new AccountRequests(services.accounts, throttle, sessions, securityLog),
    staffAuthentication: staffAuthentication(services.staffAccess),
    staffSignIn,
    staffSingleSignOn: sso
      ? new SingleSignOn(sso, db, services.staffAccess, config.appUrl, config.sessionSecret, config.secureCookies, options.now)
      : null,
  };
}

/** The context every resolver gets: TypeScript checks here that it holds what each domain's resolvers declare. */
export type AppContext = AccountsContext &
  ApplicationsContext &
  LookupContext &
  PartnerContext &
  DocumentsContext &
  StaffReaderContext &
  StaffPeopleContext &
  ReviewContext;

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
    staffViews: services.staffViews,
    staffPeople: services.staffPeople,
    reviews: services.reviews,
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
    ...staffRoutes({
      access: services.staffAccess,
      signIn: services.staffSignIn,
      reads: services.staffReads,
      exporter: services.staffExport,
      singleSignOn: services.staffSingleSignOn,
      page: staffPage,
      secureCookies: config.secureCookies,
    }),
  ];
}

/** What runs on /graphql before GraphQL itself: who of staff asks (the check `isStaff` reads), and GraphiQL for them. */
export function graphqlBefore(services: WebServices, isStaff: StaffCheck, staffPage: string | null): RequestHandler[] {
  return [services.staffAuthentication.middleware, graphiqlPage(isStaff, staffPage)];
}
