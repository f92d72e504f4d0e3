// Reads a request's input through its declared schema (zod): the one check a REST route and its mutation share, so that bad input is a 400 saying what to fix, never a 500.
import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { ValidationError } from './errors';

/** The input as its schema reads it; anything else is a ValidationError naming each problem once. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (field !== undefined) fields[String(field)] ??= issue.message;
  }
  throw new ValidationError(messages.join(' '), fields);
}

/** Text of at most `max` characters, with `message` for anything else (absent, another type, too long). */
export const boundedText = (max: number, message: string) => z.string({ error: message }).min(1, message).max(max, message);

/** A row id: a UUID as PostgreSQL reads one, so that no malformed id reaches a statement. */
export const rowId = (message: string) => z.guid({ error: message });

/** A whole number from `min` to `max`. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A timestamptz as PostgreSQL prints it (2026-11-24 05:01:21.900123+00), and a real moment: no 13th month or 30 February. */
export function isPostgresTime(text: string): boolean {
  const match = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d{1,6})?)([+-]\d\d)(:\d\d)?$/.exec(text);
  return match !== null && isValid(parseISO(`${match[1]}T${match[2]}${match[3]}${match[4] ?? ':00'}`));
}
