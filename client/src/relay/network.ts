// The Relay network layer: POSTs each operation to /graphql as JSON and turns failures into UnauthorizedError or ServerError.
import { Network, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { messageOf, ServerError, UnauthorizedError, unexpectedErrorMessage } from './errors';

interface GraphQLError {
  message?: unknown;
  extensions?: { code?: unknown };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function graphQLErrors(body: unknown): GraphQLError[] {
  if (typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors)) {
    return body.errors as GraphQLError[];
  }
  return [];
}

/** Runs one operation against /graphql; resolves with its response or rejects with an UnauthorizedError or ServerError. */
export async function postGraphQL(operation: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ query: operation.text, variables }),
    });
  } catch {
    throw new ServerError(unexpectedErrorMessage);
  }

  const body = await readJson(response);
  if (response.status === 401) throw new UnauthorizedError(messageOf(body));
  if (!response.ok) throw new ServerError(messageOf(body));
  if (typeof body !== 'object' || body === null) throw new ServerError(unexpectedErrorMessage);

  const errors = graphQLErrors(body);
  const unauthenticated = errors.find((error) => error.extensions?.code === 'UNAUTHENTICATED');
  if (unauthenticated) throw new UnauthorizedError(messageOf(unauthenticated));
  if (errors.length > 0 && !('data' in body && body.data)) throw new ServerError(messageOf(errors[0]));

  return body as GraphQLResponse;
}

export const network = Network.create(postGraphQL);
