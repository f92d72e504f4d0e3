// /graphql: the client's persisted operations run by id for everyone, documents of their own for staff only (through Apollo Server, within the limits), errors mapped to GraphQL codes.
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { Request, RequestHandler, Response } from 'express';
import { execute, type GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { isUnstorableText } from '../db/database';
import { Conflict, DomainError, unexpectedErrorMessage } from '../errors';
import { clientAddress } from '../http/limits';
import { requireBodyType } from '../http/rest';
import { malformedTextMessage } from '../http/well-formed-text';
import type { SecurityLog } from '../log';
import type { RequestContext } from './context';
import { TrustedDocuments, type TrustedDocument } from './documents';
import { parseLimits, staffLimitRules, withoutSuggestions } from './limits';
import { schemaOf, type Resolvers } from './schema';

/** Domain errors keep their message and gain their code; anything unforeseen is logged and hidden. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    const fields = 'fields' in original ? original.fields : undefined;
    const title = original instanceof Conflict && original.title ? { title: original.title } : {};
    return {
      message: original.message,
      path: formatted.path,
      extensions: { code: original.code, ...(fields ? { fields } : {}), ...title },
    };
  }
  if (isUnstorableText(original)) {
    return { message: malformedTextMessage, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
  }
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    console.error('GraphQL error:', original);
    return { message: unexpectedErrorMessage, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
}

/** What a caller who is not staff is told when they send a document rather than an id. */
export const documentsRefusedMessage =
  'This server runs only the operations of its own client: send {"id": ..., "variables": ...} with the id of one of them.';
/** ... and when the id names none of the client's operations. */
export const unknownOperationMessage = "Unknown operation id: it names none of this client's operations.";

/** What a persisted operation may end in that is logged as a refusal: not signed in, not allowed, too many requests. */
const refusedStatuses = new Set([401, 403, 429]);

export interface GraphqlOptions<Context extends RequestContext> {
  resolvers: Resolvers;
  /** Builds each request's context: the request part (with whether the caller is staff) and every service the resolvers need. */
  context(request: { req: Request; res: Response }): Context;
  /** The operations anybody may run by id; by default the client's persisted ones. */
  documents?: TrustedDocuments;
  /** Where refused documents and refused operations (401, 403, 429) are logged. */
  securityLog: SecurityLog;
}

export interface Graphql {
  /** Serves POST /graphql (and, for staff, Apollo's GET). */
  middleware: RequestHandler[];
  /** The operations run by id. */
  documents: TrustedDocuments;
  stop(): Promise<void>;
}

function isVariables(value: unknown): value is Record<string, unknown> | undefined | null {
  return value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));
}

/**
 * Runs a persisted operation: parsed and validated at start, so each request only executes it. Variables that do
 * not fit the operation answer 400, as Apollo would; suggestions are left out of every message but staff's.
 */
async function runTrusted<Context extends RequestContext>(
  schema: GraphQLSchema,
  trusted: TrustedDocument,
  variables: Record<string, unknown> | undefined | null,
  context: Context,
  log: SecurityLog,
): Promise<void> {
  const { req, res } = context;
  const result = await execute({ schema, document: trusted.document, variableValues: variables, contextValue: context });
  const hide = (error: GraphQLFormattedError): GraphQLFormattedError =>
    context.staff ? error : { ...error, message: withoutSuggestions(error.message) };
  if (!('data' in result)) {
    const errors = (result.errors ?? []).map((error) =>
      hide(formatError({ ...error.toJSON(), extensions: { code: 'BAD_USER_INPUT' } }, error)),
    );
    res.status(400).json({ errors });
    return;
  }
  for (const error of result.errors ?? []) {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError && refusedStatuses.has(original.status)) {
      log.event('request.refused', {
        status: original.status,
        method: req.method,
        url: req.originalUrl,
        address: clientAddress(req),
        account: context.user?.email,
        reason: `${trusted.operation.name?.value ?? 'operation'}: ${original.message}`,
      });
    }
  }
  const errors = result.errors?.map((error: GraphQLError) => hide(formatError(error.toJSON(), error)));
  res.json(errors ? { errors, data: result.data } : { data: result.data });
}

export async function startGraphql<Context extends RequestContext>(options: GraphqlOptions<Context>): Promise<Graphql> {
  const schema = schemaOf(options.resolvers);
  const documents = options.documents ?? TrustedDocuments.fromFile(schema);
  const apollo = new ApolloServer<Context>({
    schema,
    csrfPrevention: true,
    // main.ts stops everything on SIGINT/SIGTERM; Apollo's own handler re-raises the signal and the process hung.
    stopOnTerminationSignals: false,
    // Only staff reach Apollo (see `gate`): the schema is theirs to explore.
    introspection: true,
    // Documents are the client's persisted ones, run by id before Apollo; Apollo's own registry would take any.
    persistedQueries: false,
    parseOptions: parseLimits,
    validationRules: staffLimitRules,
    includeStacktraceInErrorResponses: false,
    formatError,
    plugins: [ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();

  const contexts = new WeakMap<Request, Context>();
  const refuse = (req: Request, res: Response, message: string, code: string): void => {
    const where = { method: req.method, url: req.originalUrl, address: clientAddress(req) };
    options.securityLog.event('graphql.document.refused', { status: 400, ...where, reason: code });
    res.status(400).json({ message, errors: [{ message, extensions: { code } }] });
  };
  /** Persisted operations for everyone; anything else only for staff, whom Apollo serves. */
  const gate: RequestHandler = (req, res, next) => {
    const context = options.context({ req, res });
    const sent: unknown = req.method === 'POST' ? req.body : undefined;
    const body = (typeof sent === 'object' && sent !== null && !Array.isArray(sent) ? sent : {}) as {
      id?: unknown;
      query?: unknown;
      variables?: unknown;
    };
    if (typeof body.id === 'string' && body.query === undefined) {
      const trusted = documents.get(body.id);
      if (!trusted) return refuse(req, res, unknownOperationMessage, 'PERSISTED_QUERY_NOT_FOUND');
      if (!isVariables(body.variables)) return refuse(req, res, 'variables must be an object.', 'BAD_REQUEST');
      return void runTrusted(schema, trusted, body.variables, context, options.securityLog).catch(next);
    }
    if (!context.staff) return refuse(req, res, documentsRefusedMessage, 'PERSISTED_QUERY_REQUIRED');
    contexts.set(req, context);
    next();
  };

  return {
    middleware: [requireBodyType('json'), gate, expressMiddleware(apollo, { context: async ({ req }) => contexts.get(req) as Context })],
    documents,
    stop: () => apollo.stop(),
  };
}
