// What the review's mutations and queries take, declared once: ids, readers, reasons, notes, versions, queue pages and their cursors, each malformed one a 400 saying so before any statement runs.
import { z } from 'zod';
import { decisions } from '@transfer/form';
import { ValidationError } from '../errors';
import { isPostgresTime, rowId, wholeNumber } from '../input';

/** One request assigns readers to at most this many applications (a worklist selection), and at most this many readers. */
export const maxAssignedApplications = 1000;
export const maxAssignedReaders = 50;

export const applicationIdInput = rowId('That is not the id of an application: give its global id or its UUID.');
export const readerIdInput = rowId('That is not the id of a member of staff.');

export const assignInput = z.object({
  applicationIds: z
    .array(applicationIdInput)
    .min(1, 'Choose at least one application.')
    .max(maxAssignedApplications, `Assign readers to at most ${maxAssignedApplications} applications at a time.`)
    .transform((ids) => [...new Set(ids)]),
  readerIds: z
    .array(readerIdInput)
    .min(1, 'Choose at least one reader.')
    .max(maxAssignedReaders, `Choose at most ${maxAssignedReaders} readers.`)
    .transform((ids) => [...new Set(ids)]),
  spreadEvenly: z.boolean().default(false),
});
export type AssignRequest = z.output<typeof assignInput>;

/** The applications of one worklist page, summed up at once. */
export const summaryIdsInput = z.array(applicationIdInput).max(100, 'Ask for at most 100 applications at a time.');

export const sendBackReasonMessage = 'Say why the application goes back a stage.';
/** Why an admin sends an application back a stage: required (docs/product.md §17.1). */
export const reasonInput = z
  .string({ error: sendBackReasonMessage })
  .trim()
  .min(1, sendBackReasonMessage)
  .max(2000, 'A reason takes at most 2000 characters.');

export const decisionInput = z.enum(decisions, { error: `A decision is one of: ${decisions.join(', ')}.` });
export const decisionNoteInput = z.string().trim().max(5000, 'A note takes at most 5000 characters.').default('');
export const expectedVersionInput = wholeNumber(0, 2 ** 31 - 1, 'expectedVersion is the version the application was read at.');

export const defaultQueuePageSize = 20;
const queuePageSize = wholeNumber(1, 100, 'first and last take a whole number from 1 to 100.').nullish();

/** A page of "My queue": first (after) forwards, or last (before) backwards. */
export const queuePageInput = z
  .object({ first: queuePageSize, after: z.string().nullish(), last: queuePageSize, before: z.string().nullish() })
  .refine((page) => page.first == null || page.last == null, 'Give first or last, not both.')
  .transform((page) => ({
    size: page.last ?? page.first ?? defaultQueuePageSize,
    forward: page.last == null,
    cursor: (page.last == null ? page.after : page.before) ?? null,
  }));
export type QueuePage = z.output<typeof queuePageInput>;

/** A queue cursor: where an entry stands, its application's submission time as PostgreSQL prints it and its id. */
export function queueCursorOf(entry: { submittedAtText: string; applicationId: string }): string {
  return Buffer.from(JSON.stringify([entry.submittedAtText, entry.applicationId])).toString('base64url');
}

const cursorMessage = 'That cursor is not one this queue gave.';

export function queuePositionOf(cursor: string): [string, string] {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    position = undefined;
  }
  const read = z.tuple([z.string().refine(isPostgresTime), z.guid()]).safeParse(position);
  if (!read.success) throw new ValidationError(cursorMessage);
  return read.data;
}
