// GraphQL requests in server tests as the client makes them: the test's document is trusted under its hash first, and then only its id is sent.
import type { Json } from './json';
import type { TestServer } from './server';

export interface GraphQLAnswer<T = Record<string, Json>> {
  data?: T | null;
  errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[];
}

export interface GraphQLCall<T> {
  status: number;
  body: GraphQLAnswer<T>;
  response: Response;
}

/** Posts {id, variables} for `document` (trusted on `server` first), with `cookie` when given. */
export async function graphqlCall<T = Record<string, Json>>(
  server: TestServer,
  document: string,
  variables: Record<string, unknown> = {},
  cookie = '',
): Promise<GraphQLCall<T>> {
  const id = server.documents.add(document);
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ id, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLAnswer<T>, response };
}
