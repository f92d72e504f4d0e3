// The Express application: security headers, health, sessions, GraphQL, the REST routes, the built client, and one error mapping.
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import type { Redis } from 'ioredis';
import { createAccounts } from '../accounts/setup';
import type { RateLimits } from '../accounts/throttle';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createContext } from '../graphql/context';
import { signedInOnly } from '../guard';
import { createApolloServer } from '../graphql/server';
import type { Mailer } from '../mail/transport';
import { clientDistDir, clientFiles, clientPage } from './client';
import { errorHandler, notFoundHandler } from './errors';
import { healthHandler } from './health';
import { apiPrefixes, mountRoutes, type RestRoute } from './rest';
import { restRoutes } from './routes';
import { securityHeaders } from './security';

export interface AppDependencies {
  config: Config;
  db: Database;
  redis: Redis;
  mailer: Mailer;
  /** Routes served besides every route of http/routes.ts (tests of the HTTP plumbing). */
  routes?: RestRoute[];
  /** Where this app's keys live in Redis (rate-limit counters), so tests and several apps on one Redis stay apart. */
  redisPrefix?: string;
  /** Overrides of the account rate limits (tests make them small). */
  rateLimits?: Partial<RateLimits>;
  /** The clock that confirmation codes and reset tokens expire by (tests move it forward). */
  now?: () => Date;
  /** How long a session read is used again without reading its row (tests shorten it). */
  sessionMemoryMs?: number;
  /** Where the built client is; null serves none (API-only tests). */
  clientDir?: string | null;
}

/** Answers bodies up to this size; answers of a whole page fit many times over. */
export const jsonBodyLimit = '1mb';

export interface App {
  app: Express;
  close(): Promise<void>;
}

export async function createApp(deps: AppDependencies): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  if (deps.config.trustProxy !== undefined) app.set('trust proxy', deps.config.trustProxy);
  app.use(securityHeaders(deps.config));

  app.get('/healthz', healthHandler(deps.db, deps.redis));
  const clientDir = deps.clientDir === null ? null : (deps.clientDir ?? clientDistDir());
  if (clientDir) app.use(clientFiles(clientDir));
  app.use(express.json({ limit: jsonBodyLimit }));

  const accounts = createAccounts({ ...deps, redisPrefix: deps.redisPrefix ?? 'transfer' });
  app.use(accounts.sessions.middleware);

  const apollo = createApolloServer({ introspection: deps.config.env !== 'production' });
  await apollo.start();
  app.use('/graphql', expressMiddleware(apollo, { context: createContext(deps.config, accounts, deps.db) }));

  app.use('/api', signedInOnly);
  app.use(mountRoutes([...restRoutes({ ...deps, accounts }), ...(deps.routes ?? [])]));
  for (const prefix of apiPrefixes) app.use(prefix, notFoundHandler);
  if (clientDir) app.use(clientPage(clientDir, deps.config.identityCookiePrefix));
  app.use(notFoundHandler);
  app.use(errorHandler);

  return {
    app,
    close: async () => {
      await apollo.stop();
      await accounts.sessions.close();
    },
  };
}
