// The Relay network layer: POSTs each operation to /graphql as its persisted id and variables, and turns failures into UnauthorizedError or ServerError.
import { Network, type CacheConfig, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { messageOf, serverErrorOf, UnauthorizedError, type GraphQLError } from './errors';
import { requestJson, type RequestOptions } from './json-request';
import { reportingUnauthorized } from './unauthorized';

function graphQLErrors(body: object): GraphQLError[] {
  if ('errors' in body && Array.isArray(body.errors)) return body.errors as GraphQLError[];
  return [];
}

/**
 * Runs one operation against /graphql; resolves with its response or rejects with an UnauthorizedError or ServerError.
 * Only the operation's id goes: relay-compiler persisted every operation (client/persisted-operations.json), and the
 * server runs those alone for anyone who is not staff.
 */
export async function postGraphQL(
  operation: RequestParameters,
  variables: Variables,
  options: RequestOptions = {},
): Promise<GraphQLResponse> {
  if (!operation.id) throw new Error(`the operation ${operation.name} was not persisted: run npm run relay`);
  const body = await requestJson('/graphql', 'POST', JSON.stringify({ id: operation.id, variables }), options);

  const errors = graphQLErrors(body);
  const unauthenticated = errors.find((error) => error.extensions?.code === 'UNAUTHENTICATED');
  if (unauthenticated) throw new UnauthorizedError(messageOf(unauthenticated));
  if (errors.length > 0 && !('data' in body && body.data)) throw serverErrorOf(errors[0]);

  return body as GraphQLResponse;
}

/** Whether an operation asked to outlive the page: `cacheConfig: {metadata: {keepalive: true}}`. */
function requestOptionsOf(cacheConfig: CacheConfig): RequestOptions {
  return { keepalive: cacheConfig.metadata?.keepalive === true };
}

/** Every session found gone by a query or mutation is reported to the app shell. */
export const network = Network.create((operation, variables, cacheConfig) =>
  reportingUnauthorized(postGraphQL(operation, variables, requestOptionsOf(cacheConfig))),
);
