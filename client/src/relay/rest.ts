// The one helper for the REST calls of docs/product.md §10.2: JSON in and out, same-origin, errors mapped as for GraphQL.
import { requestJson } from './json-request';
import { reportingUnauthorized } from './unauthorized';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestOptions {
  /**
   * Whether a 401 is reported to the app shell, which ends the session and goes to /login. On by default for the
   * signed-in routes (/api/...); a caller that ends the session itself (logging out) turns it off.
   */
  reportUnauthorized?: boolean;
  /** A background poll: the server neither moves the session's expiry for it nor takes it for activity. */
  background?: boolean;
  /** Aborts the request (a page left before its data came). */
  signal?: AbortSignal;
}

/**
 * Calls `path` with `payload` as its JSON body (no body when it is undefined) and resolves with the JSON object it
 * answers. Rejects with UnauthorizedError (401) or ServerError (any other failure, with the body's message).
 */
export function rest<Answer extends object = Record<string, unknown>>(
  method: RestMethod,
  path: string,
  payload?: unknown,
  { reportUnauthorized = path.startsWith('/api/'), background = false, signal }: RestOptions = {},
): Promise<Answer> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const request = requestJson(path, method, body, { background, signal }) as Promise<Answer>;
  return reportUnauthorized ? reportingUnauthorized(request) : request;
}
