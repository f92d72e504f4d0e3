// The Express application: security headers, health, sessions, GraphQL, the REST routes, the built client, and one error mapping.
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Queries } from '../db/database';
import type { SecurityLog } from '../log';
import { signedInOnly } from '../guard';
import { clientFiles, clientPage } from './client';
import { errorHandler, notFoundHandler } from './errors';
import { healthHandler } from './health';
import { perAddressLimit } from './limits';
import { apiPrefixes, mountRoutes, type RestRoute } from './rest';
import { sameOriginOnly } from './same-origin';
import { wellFormedTextOnly } from './well-formed-text';
import { securityHeaders } from './security';
import { servicePageRoute, type ServicePages } from './service-page';

/** What the app serves, each part built by the composition root. */
export interface AppParts {
  config: Config;
  /** For /healthz: PostgreSQL and Redis must answer. */
  db: Queries;
  redis: Redis;
  /** Where refusals (401, 403, 415, 429) are logged. */
  securityLog: SecurityLog;
  /** express-session, passport and what keeps the signed-in cookie in step. */
  sessions: RequestHandler[];
  /** /graphql. */
  graphql: RequestHandler[];
  /** Every REST route of docs/product.md §10.2. */
  routes: RestRoute[];
  /** The read-only view's pages, for any page address carrying ?service_token=. */
  servicePages: ServicePages;
  /** Where the built client is; null serves none (API-only tests). */
  clientDir: string | null;
}

/** Answers (JSON, index.html) larger than this go compressed; smaller ones gain less than compressing costs. */
const compressAbove = 1024;

/**
 * JSON bodies up to this size: a save of every answer of the form at its longest is about 40 kB (each value is bounded
 * by its question), and a validation report of every field well under that; past it, 413 before anything is parsed.
 */
const jsonBodyLimit = '128kb';

/** What answers here holds one person's data or acts for them: no browser or proxy may keep a copy. */
const privatePrefixes = ['/api', '/public', '/service', '/graphql', '/staff'];

/** Where a request acts with a cookie (the student's session, the staff's), so another site's page must not send one. */
const cookieActionPrefixes = ['/api', '/public', '/graphql', '/staff'];

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

export function createApp(parts: AppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  if (parts.config.trustProxy !== undefined) app.set('trust proxy', parts.config.trustProxy);
  app.use(securityHeaders(parts.config));

  app.get('/healthz', healthHandler(parts.db, parts.redis));
  if (parts.clientDir) app.use(clientFiles(parts.clientDir));
  app.use(compression({ threshold: compressAbove }));
  app.use(privatePrefixes, noStore);
  app.use(cookieActionPrefixes, sameOriginOnly(parts.config.appUrl));
  // Before the body is read: a caller over the limit costs a counter, not a parse.
  app.use('/graphql', perAddressLimit(parts.config.rateLimits.graphqlPerMinute));
  app.use('/lookup/find', perAddressLimit(parts.config.rateLimits.lookupPerMinute));
  app.use(express.json({ limit: jsonBodyLimit }));
  app.use(wellFormedTextOnly);
  // Before the sessions: a service link's page is the token's alone, whoever else the browser is signed in as.
  app.use(servicePageRoute(parts.servicePages, parts.securityLog));

  app.use(parts.sessions);
  app.use('/graphql', parts.graphql);

  app.use('/api', signedInOnly);
  app.use(mountRoutes(parts.routes, parts.config.appUrl));
  for (const prefix of apiPrefixes) app.use(prefix, notFoundHandler);
  if (parts.clientDir) app.use(clientPage(parts.clientDir, parts.config.identityCookiePrefix, parts.config.partner));
  app.use(notFoundHandler);
  app.use(errorHandler(parts.securityLog));
  return app;
}
