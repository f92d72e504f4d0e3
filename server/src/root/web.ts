// The web app over the services built once: sessions, GraphQL, the REST routes and the built client.
import type { Express } from 'express';
import type { StaffCheck } from '../graphql/context';
import type { TrustedDocuments } from '../graphql/documents';
import { startGraphql } from '../graphql/server';
import { createApp } from '../http/app';
import { clientDistDir, clientHtml } from '../http/client';
import type { RestRoute } from '../http/rest';
import { refusedPage } from '../service-access/view/ServicePage';
import { closeServices, type Infrastructure, type ServiceOptions, type Services } from './services';
import { createServices } from './domains';
import { createWebServices, graphqlBefore, graphqlContext, restRoutes, staffPageFile } from './web-wiring';
import { resolvers } from './catalogue';

export interface WebOptions extends ServiceOptions {
  /** Routes served besides every domain's (tests of the HTTP plumbing). */
  routes?: RestRoute[];
  /** Where the built client is; null serves none (API-only tests). The default is the client package's dist. */
  clientDir?: string | null;
  /** Who is staff; by default the staff domain's check (API tokens and staff sessions). Tests of the plumbing say. */
  isStaff?: StaffCheck;
}

export interface WebApp {
  app: Express;
  /** The services the app was built over, for the workers of the same process. */
  services: Services;
  /** The operations /graphql runs by id. */
  documents: TrustedDocuments;
  close(): Promise<void>;
}

export async function createWebApp(infrastructure: Infrastructure, options: WebOptions = {}): Promise<WebApp> {
  const { config } = infrastructure;
  const services = createWebServices(infrastructure, createServices(infrastructure, options), options);
  const isStaff = options.isStaff ?? services.staffAuthentication.check;
  const graphql = await startGraphql({
    resolvers,
    context: graphqlContext(services, config, isStaff),
    securityLog: services.securityLog,
  });
  const clientDir = options.clientDir === null ? null : (options.clientDir ?? clientDistDir());
  const staffPage = clientHtml(clientDir, staffPageFile);
  const app = createApp({
    config,
    db: infrastructure.db,
    redis: infrastructure.redis,
    sessions: services.sessions.middleware,
    securityLog: services.securityLog,
    graphql: [...graphqlBefore(services, isStaff, staffPage), ...graphql.middleware],
    routes: [...restRoutes(services, config, staffPage), ...(options.routes ?? [])],
    servicePages: { application: (token) => services.serviceAccess.page(token), refused: refusedPage },
    clientDir,
  });
  return {
    app,
    services,
    documents: graphql.documents,
    close: async () => {
      await graphql.stop();
      await services.sessions.close();
      await closeServices(services);
    },
  };
}
