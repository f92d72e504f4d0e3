// The Express application: health, GraphQL, the REST routes, the built client, and one error mapping.
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { createContext } from '../graphql/context';
import { createApolloServer } from '../graphql/server';
import { clientRouter } from './client';
import { errorHandler, notFoundHandler } from './errors';
import { healthHandler } from './health';
import { apiPrefixes, mountRoutes, type RestRoute } from './rest';

export interface AppDependencies {
  config: Config;
  dataSource: DataSource;
  redis: Redis;
  routes: RestRoute[];
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

  app.get('/healthz', healthHandler(deps.dataSource, deps.redis));
  app.use(express.json({ limit: jsonBodyLimit }));

  const apollo = createApolloServer({ introspection: deps.config.env !== 'production' });
  await apollo.start();
  app.use('/graphql', expressMiddleware(apollo, { context: createContext(deps.config, deps.dataSource) }));

  app.use(mountRoutes(deps.routes));
  for (const prefix of apiPrefixes) app.use(prefix, notFoundHandler);
  if (deps.clientDir !== null) app.use(clientRouter(deps.clientDir));
  app.use(notFoundHandler);
  app.use(errorHandler);

  return { app, close: () => apollo.stop() };
}
