// What the staff's queries take, declared once: application ids, page sizes and cursors, each malformed one a 400 saying so before any statement runs.
import { z } from 'zod';
import { ValidationError } from '../errors';
import { isPostgresTime, rowId, wholeNumber } from '../input';
import { staffActions } from './entity';

export const defaultPageSize = 20;
export const maxPageSize = 100;

export const applicationIdInput = rowId('That is not the id of an application: give its global id or its UUID.');

export const applicationNumberInput = wholeNumber(1, 2_147_483_647, 'That is not the number of an application.');

const pageSizeMessage = `first and last take a whole number from 1 to ${maxPageSize}.`;
const pageSize = wholeNumber(1, maxPageSize, pageSizeMessage).nullish();

/** A page of the applications: first (after) forwards, or last (before) backwards. */
export const pageInput = z
  .object({ first: pageSize, after: z.string().nullish(), last: pageSize, before: z.string().nullish() })
  .refine((page) => page.first == null || page.last == null, 'Give first or last, not both.')
  .transform((page) => ({
    size: page.last ?? page.first ?? defaultPageSize,
    forward: page.last == null,
    cursor: (page.last == null ? page.after : page.before) ?? null,
  }));

/** How many audit entries a page of the staff audit holds. */
export const auditPageSizeInput = wholeNumber(1, maxPageSize, `first takes a whole number from 1 to ${maxPageSize}.`);

/** The whole audit's filters: an actor's e-mail (or `command line`), as the audit keeps it, and an action it knows. */
export const auditFiltersInput = z.object({
  actor: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'actor takes an e-mail address or "command line".')
    .nullish()
    .transform((actor) => actor || null),
  action: z.enum(staffActions, `action takes one of ${staffActions.join(', ')}.`).nullish(),
});

/** How many entries of an application's answer log one read gives. */
export const answerEventsSizeInput = wholeNumber(1, 1000, 'first takes a whole number from 1 to 1000.');

/** At most this much text is searched for (a name or an e-mail address). */
export const searchInput = z.string().max(254, 'search takes at most 254 characters.').nullish();

const cursorMessage = 'That cursor is not one this list gave.';

/** An audit cursor is where a row stands in the order: its time as PostgreSQL prints it (to the microsecond) and its id. */
export function cursorOf(row: { createdAtText: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAtText, row.id])).toString('base64url');
}

/** The position a cursor of `cursorOf` names, its id read by `id` (an audit row's number). */
export function positionOf(cursor: string, id: z.ZodType<string>): [string, string] {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    position = undefined;
  }
  const read = z.tuple([z.string().refine(isPostgresTime), id]).safeParse(position);
  if (!read.success) throw new ValidationError(cursorMessage);
  return read.data;
}

/** An audit cursor's id: a bigint row number. */
export const auditCursorId = z.string().regex(/^\d{1,18}$/);

/** A field of a staff sign-in request: text of at most `max` characters, or the message. */
const field = (max: number, message: string) => z.string(message).trim().min(1, message).max(max, message);

export const staffFieldMessages = {
  email: 'Enter your email address.',
  password: 'Enter your password.',
  code: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  token: 'Enter your staff API token.',
  link: 'This link is not complete. Open it again from your e-mail.',
} as const;

/** POST /staff/sign-in with a password: the first step. */
export const passwordSignInInput = z.object({
  email: field(254, staffFieldMessages.email),
  password: z.string(staffFieldMessages.password).min(1, staffFieldMessages.password).max(256, staffFieldMessages.password),
});

/** The second step, or confirming an enrolment: a TOTP code or a recovery code. */
export const codeInput = z.object({ code: field(40, staffFieldMessages.code) });

/** An e-mailed link's token, as its page posts it. */
export const linkTokenInput = z.object({ token: field(200, staffFieldMessages.link) });

/** Accepting an invitation: the name to be known by, and a password (its rules are checked by the service). */
export const acceptInvitationInput = linkTokenInput.extend({
  name: z.string().trim().max(200, 'Your name can be at most 200 characters.').default(''),
  password: z.string(staffFieldMessages.password).max(1000),
});

export const forgotInput = z.object({ email: field(254, staffFieldMessages.email) });
export const resetInput = linkTokenInput.extend({ password: z.string(staffFieldMessages.password).max(1000) });
