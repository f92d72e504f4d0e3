// The Apollo Server over the type-graphql schema, with CSRF prevention and domain errors mapped to GraphQL codes.
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLFormattedError } from 'graphql';
import { DomainError, unexpectedErrorMessage } from '../errors';
import type { Context } from './context';
import { getSchema } from './schema';

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

export function createApolloServer(options: { introspection: boolean }): ApolloServer<Context> {
  return new ApolloServer<Context>({
    schema: getSchema(),
    csrfPrevention: true,
    // main.ts stops everything on SIGINT/SIGTERM; Apollo's own handler re-raises the signal and the process hung.
    stopOnTerminationSignals: false,
    introspection: options.introspection,
    includeStacktraceInErrorResponses: false,
    formatError,
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
}
