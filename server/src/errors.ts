// Domain errors thrown by services; the HTTP and GraphQL layers map them to statuses and codes in one place each.
export { unexpectedErrorMessage } from '@transfer/form';

export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
}

/** Bad input: the message says what to fix. `fields` maps answer keys to their messages where known. */
export class ValidationError extends DomainError {
  readonly status = 400;
  readonly code = 'BAD_USER_INPUT';
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class Unauthorized extends DomainError {
  readonly status = 401;
  readonly code = 'UNAUTHENTICATED';
}

export class Forbidden extends DomainError {
  readonly status = 403;
  readonly code = 'FORBIDDEN';
}

export class NotFound extends DomainError {
  readonly status = 404;
  readonly code = 'NOT_FOUND';
}

export class TooManyRequests extends DomainError {
  readonly status = 429;
  readonly code = 'TOO_MANY_REQUESTS';
  /** When to try again, in whole seconds (the Retry-After header). */
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The request cannot be done while the application is as it is (a file on the tab being left is still converting). */
export class Conflict extends DomainError {
  readonly status = 409;
  readonly code = 'CONFLICT';
  /** A title for the dialog that shows the message, where docs/product.md quotes one (§3.7). */
  constructor(
    message: string,
    readonly title?: string,
  ) {
    super(message);
  }
}

/** A request whose body is not in a type the route reads (JSON, except for uploads). */
export class UnsupportedMediaType extends DomainError {
  readonly status = 415;
  readonly code = 'UNSUPPORTED_MEDIA_TYPE';
}

/** A body over its size limit (an upload over 1 MB). */
export class TooLarge extends DomainError {
  readonly status = 413;
  readonly code = 'PAYLOAD_TOO_LARGE';
}
