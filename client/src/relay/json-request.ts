// One same-origin JSON request, and the one mapping of its failures to UnauthorizedError or ServerError (docs/product.md §11.2).
import { backgroundRequestHeader } from '@transfer/form';
import { messageOf, ServerError, UnauthorizedError, unexpectedErrorMessage } from './errors';

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  /** Lets the request complete after the page is closed (a save as the tab goes away). */
  keepalive?: boolean;
  /** Aborts the request (a search that a newer one replaces); it then rejects with ServerError like any failure to reach the server. */
  signal?: AbortSignal;
  /** A poll nobody asked for just now (the PDF status every ten minutes): the server does not take it for activity. */
  background?: boolean;
}

/**
 * Sends a request with a JSON content type (and the body only when there is one) and resolves with the parsed JSON
 * object it answers. Rejects with UnauthorizedError on 401, and with ServerError on any other failed status, on a
 * body that is not a JSON object, or when the server cannot be reached.
 */
export async function requestJson(
  url: string,
  method: string,
  body?: string,
  { keepalive = false, signal, background = false }: RequestOptions = {},
): Promise<object> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(background ? { [backgroundRequestHeader]: '1' } : {}),
      },
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body }),
      ...(keepalive ? { keepalive } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new ServerError(unexpectedErrorMessage);
  }

  const answer = await readJson(response);
  if (response.status === 401) throw new UnauthorizedError(messageOf(answer));
  if (!response.ok) throw new ServerError(messageOf(answer), fieldErrorsOf(answer));
  if (typeof answer !== 'object' || answer === null) throw new ServerError(unexpectedErrorMessage);
  return answer;
}

/** The `errors: {field: message}` of an error body, keeping only string messages. */
function fieldErrorsOf(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
