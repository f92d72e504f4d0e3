// Refuses, with 400, text that PostgreSQL cannot store: a NUL character or half of a UTF-16 surrogate pair, anywhere in
// a JSON body or a query string.
import type { RequestHandler } from 'express';
import { ValidationError } from '../errors';

export const malformedTextMessage = 'The request holds text that cannot be stored: a NUL character or half of a Unicode character pair.';

/** NUL, or a surrogate standing alone: read as code points (the `u` flag), a pair is one character and no match. */
// eslint-disable-next-line no-control-regex -- NUL is the very character refused here
const unstorable = /[\u0000\p{Cs}]/u;

/** Whether `text` is well-formed Unicode without NUL (which no text column, nor jsonb, can hold). */
export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}

/** Whether every string in `value` (object keys included, at any depth) is storable. */
export function holdsOnlyStorableText(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(holdsOnlyStorableText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, inner]) => isStorableText(key) && holdsOnlyStorableText(inner));
  }
  return true;
}

/** Checks what express.json parsed and the query string, before any route or GraphQL reads them. */
export const wellFormedTextOnly: RequestHandler = (req, _res, next) => {
  next(holdsOnlyStorableText(req.body) && holdsOnlyStorableText(req.query) ? undefined : new ValidationError(malformedTextMessage));
};
