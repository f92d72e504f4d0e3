// The errors a server call can end in, and the one generic message shown when the server gives none.
import { unexpectedErrorMessage } from '@transfer/form';

export { unexpectedErrorMessage };

/** The session is missing or no longer valid (HTTP 401 or GraphQL UNAUTHENTICATED). */
export class UnauthorizedError extends Error {
  override name = 'UnauthorizedError';
}

/** The server failed or answered with something other than the JSON it promised. */
export class ServerError extends Error {
  override name = 'ServerError';

  /** The field problems the server named (`errors: {field: message}`), if any. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  /** The GraphQL error's code (CONFLICT, BAD_USER_INPUT, …), when the server gave one. */
  readonly code: string | undefined;

  constructor(message: string, fieldErrors: Record<string, string> = {}, code?: string) {
    super(message);
    this.fieldErrors = fieldErrors;
    this.code = code;
  }
}

/** A GraphQL error as the server sends it: `fields` names the inputs it refused, each with its message. */
export interface GraphQLError {
  message?: unknown;
  extensions?: { code?: unknown; fields?: unknown };
}

/** The ServerError a GraphQL error stands for: its message (or the generic one), the fields it names and its code. */
export function serverErrorOf(error: GraphQLError): ServerError {
  const code = error.extensions?.code;
  const fields = error.extensions?.fields;
  const named =
    typeof fields === 'object' && fields !== null
      ? Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : {};
  return new ServerError(messageOf(error), named, typeof code === 'string' ? code : undefined);
}

/** The `message` of an error body when it is a string, else the generic message. */
export function messageOf(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return unexpectedErrorMessage;
}
