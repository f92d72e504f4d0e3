// The schemas (zod) of each account request's fields (docs/product.md §5.1), with the rules and messages shared with
// the client, and the reading of a request through them: one message per field, the first field's as the answer's.
import { z } from 'zod';
import {
  accountMessages,
  emailMaxLength,
  isConfirmationCode,
  isValidEmail,
  normalizeEmail,
  passwordMaxLength,
  passwordProblem,
} from '@transfer/form';
import { ValidationError } from '../errors';

/** What an adapter hands over: the request's fields, of any type (a REST body is whatever was sent). */
export type Fields<Name extends string> = Partial<Record<Name, unknown>>;

/** A request whose fields break the rules: refused before it reaches any account, so no account limit counts it. */
export class InvalidInput extends ValidationError {}

/** The fields in the order their messages are told: the first field with a problem gives the answer's message. */
const fieldOrder = ['username', 'password', 'confirm_password', 'code', 'id'];

/** A field's text; anything else (absent, another type) reads as empty, for its rule to name. */
const text = z.string().catch('');

/** The account's key: trimmed and lowercased before anything else, and checked with `message` when it is invalid. */
const address = (message: string) => text.transform(normalizeEmail).refine(isValidEmail, message);

const newPassword = text.superRefine((password, context) => {
  const problem = passwordProblem(password);
  if (problem !== null) context.addIssue({ code: 'custom', message: problem });
});

/** A request's fields: a body that is no object at all has none. */
const request = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess((body) => (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}), z.object(shape));

export const signUpInput = request({ username: address(accountMessages.emailInvalid), password: newPassword }).transform(
  ({ username, password }) => ({ email: username, password }),
);

export const loginInput = request({
  username: address(accountMessages.loginEmailInvalid),
  password: text.refine((password) => password.length > 0, accountMessages.passwordRequired),
}).transform(({ username, password }) => ({ email: username, password }));

export const confirmInput = request({
  username: address(accountMessages.emailInvalid),
  code: text.refine(isConfirmationCode, accountMessages.codeInvalid),
}).transform(({ username, code }) => ({ email: username, code }));

export const resendInput = request({ username: address(accountMessages.resendEmailInvalid) }).transform(({ username }) => username);

export const forgotInput = request({ username: address(accountMessages.emailInvalid) }).transform(({ username }) => username);

export const resetInput = request({
  username: address(accountMessages.emailInvalid),
  password: newPassword,
  confirm_password: text,
  id: text.refine((token) => token.length > 0, accountMessages.resetLinkInvalid),
})
  // Told beside the password's own problem, not instead of it.
  .refine((fields) => fields.confirm_password === fields.password, {
    path: ['confirm_password'],
    message: accountMessages.passwordsDiffer,
    when: () => true,
  })
  .transform(({ username, password, id }) => ({ email: username, password, token: id }));

export type Credentials = z.output<typeof loginInput>;
export type ResetRequest = z.output<typeof resetInput>;

/** Longer than any token this server hands out (a reset link's id is 43 characters). */
const tokenMaxLength = 200;

const atMost = (max: number, message: string) =>
  z
    .unknown()
    .optional()
    .refine((value) => !(typeof value === 'string' && value.length > max), message);

/**
 * A field longer than any valid one could be, refused before any rate-limit counter, query or hash is touched: a
 * megabyte of username costs a length check, not a Redis key or an argon2 run. `emailMessage` is the screen's own.
 */
const withinBounds = (emailMessage: string) =>
  request({
    username: z
      .unknown()
      .optional()
      .refine((value) => (typeof value === 'string' ? value.trim() : '').length <= emailMaxLength, emailMessage),
    password: atMost(passwordMaxLength, accountMessages.passwordTooLong),
    confirm_password: atMost(passwordMaxLength, accountMessages.passwordTooLong),
    code: atMost(6, accountMessages.codeInvalid),
    id: atMost(tokenMaxLength, accountMessages.resetLinkInvalid),
  });

/** The request as `schema` reads it; otherwise InvalidInput with each field's first problem, the first field's as its message. */
export function readAccountInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const place = (issue: z.core.$ZodIssue) => fieldOrder.indexOf(String(issue.path[0]));
  const fields: Record<string, string> = {};
  for (const issue of [...result.error.issues].sort((a, b) => place(a) - place(b))) fields[String(issue.path[0])] ??= issue.message;
  throw new InvalidInput(Object.values(fields)[0]!, fields);
}

export function refuseOversized(input: unknown, emailMessage: string): void {
  readAccountInput(withinBounds(emailMessage), input);
}

/** The address an over-limit counter is kept under, whether or not the request is otherwise valid. */
export function accountKey(input: Fields<'username'>): string {
  return normalizeEmail(typeof input.username === 'string' ? input.username : '');
}
