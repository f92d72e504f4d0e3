// The Apollo Server over the type-graphql schema, with CSRF prevention and domain errors mapped to GraphQL codes, as Express middleware.
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import { DomainError, unexpectedErrorMessage } from '../errors';
import type { RequestContext } from './context';
import { schemaOf, type Resolvers } from './schema';

/** Domain errors keep their message and gain their code; anything unforeseen is logged and hidden. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    const fields = 'fields' in original ? original.fields : undefined;
    return {
      message: original.message,
      path: formatted.path,
      extensions: { code: original.code, ...(fields ? { fields } : {}) },
    };
  }
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    console.error('GraphQL error:', original);
    return { message: unexpectedErrorMessage, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
}

export interface GraphqlOptions<Context extends RequestContext> {
  resolvers: Resolvers;
  /** Builds each request's context: the request part and every service the resolvers need. */
  context(request: { req: Request; res: Response }): Context;
  introspection: boolean;
}

export interface Graphql {
  /** Serves POST (and CSRF-safe GET) /graphql. */
  middleware: RequestHandler;
  stop(): Promise<void>;
}

export async function startGraphql<Context extends RequestContext>(options: GraphqlOptions<Context>): Promise<Graphql> {
  const apollo = new ApolloServer<Context>({
    schema: schemaOf(options.resolvers),
    csrfPrevention: true,
    // main.ts stops everything on SIGINT/SIGTERM; Apollo's own handler re-raises the signal and the process hung.
    stopOnTerminationSignals: false,
    introspection: options.introspection,
    includeStacktraceInErrorResponses: false,
    formatError,
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();
  return {
    middleware: expressMiddleware(apollo, { context: async (request) => options.context(request) }),
    stop: () => apollo.stop(),
  };
}
