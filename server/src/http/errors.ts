// Maps every error to an HTTP status and a JSON {message} (a page, for a browser's page request); never a stack trace.
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { isDatabaseBusy, isUnstorableText } from '../db/database';
import { Conflict, DomainError, NotFound, TooManyRequests, unexpectedErrorMessage } from '../errors';
import { pathOf, type SecurityLog } from '../log';
import { errorPage } from './error-page';
import { clientAddress } from './limits';
import { malformedTextMessage } from './well-formed-text';

export interface HttpError {
  status: number;
  body: { message: string; errors?: Record<string, string>; title?: string };
  headers?: Record<string, string>;
}

/** body-parser's own errors carry a `type` and a `status`. */
interface BodyParserError {
  type?: string;
  status?: number;
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof DomainError) {
    const fields = 'fields' in error ? (error.fields as Record<string, string>) : {};
    const title = error instanceof Conflict && error.title ? { title: error.title } : {};
    return {
      status: error.status,
      body: { message: error.message, ...(Object.keys(fields).length ? { errors: fields } : {}), ...title },
      ...(error instanceof TooManyRequests ? { headers: { 'Retry-After': String(error.retryAfterSeconds) } } : {}),
    };
  }
  // The searches' pool ended a statement past its timeout, or found no connection in time: busy, not broken.
  if (isDatabaseBusy(error)) return { status: 503, body: { message: unexpectedErrorMessage } };
  // The last resort behind wellFormedTextOnly, for text that reached a statement some other way.
  if (isUnstorableText(error)) return { status: 400, body: { message: malformedTextMessage } };
  const { type, status } = (error ?? {}) as BodyParserError;
  if (type === 'entity.parse.failed') return { status: 400, body: { message: 'The request body is not valid JSON.' } };
  if (type === 'entity.too.large') return { status: 413, body: { message: 'The request body is too large.' } };
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return { status: 415, body: { message: 'The request body must be UTF-8 JSON.' } };
  }
  if (status === 404) return { status, body: { message: 'Not found.' } };
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: 'The request could not be understood.' } };
  }
  return { status: 500, body: { message: unexpectedErrorMessage } };
}

/** The refusals logged as security events: not signed in, not allowed, a body of another type, too many requests. */
const refusals = new Set([401, 403, 415, 429]);

/** The answer to an error, logged once whatever the answer's type (JSON here, the service view's page in HTML). */
export function answerTo(error: unknown, req: Request, log: SecurityLog): HttpError {
  const mapped = toHttpError(error);
  // Only the path: a query string may carry a token (?token=, ?service_token=).
  if (mapped.status === 500) console.error(`${req.method} ${pathOf(req.originalUrl)} failed:`, error);
  if (refusals.has(mapped.status)) {
    log.event('request.refused', {
      status: mapped.status,
      method: req.method,
      url: req.originalUrl,
      address: clientAddress(req),
      account: req.user?.email,
      reason: mapped.body.message,
    });
  }
  return mapped;
}

export function errorHandler(log: SecurityLog): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const mapped = answerTo(error, req, log);
    res.status(mapped.status).set(mapped.headers ?? {});
    // A page the browser navigated to is answered as a page; anything else (fetch asks for any type) as JSON.
    if (req.method === 'GET' && req.accepts(['json', 'html']) === 'html')
      res.type('html').send(errorPage(mapped.status, mapped.body.message));
    else res.json(mapped.body);
  };
}

/** Any API path that no route answered. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new NotFound(`No route for ${req.method} ${req.path}.`));
};
