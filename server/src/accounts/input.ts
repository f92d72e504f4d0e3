// Reads and checks the fields of each account request (docs/product.md §5.1) with the rules and messages shared with the client.
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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A request whose fields break the rules: refused before it reaches any account, so no account limit counts it. */
export class InvalidInput extends ValidationError {}

/** Collects one message per field; throws them all at once, the first as the answer's message. */
class Problems {
  private readonly fields: Record<string, string> = {};
  add(field: string, message: string | null): void {
    if (message !== null && !(field in this.fields)) this.fields[field] = message;
  }
  throwAny(): void {
    const [first] = Object.values(this.fields);
    if (first !== undefined) throw new InvalidInput(first, this.fields);
  }
}

/** The account's key: trimmed and lowercased before anything else, and checked with `message` when it is invalid. */
function email(problems: Problems, value: unknown, message: string): string {
  const address = normalizeEmail(text(value));
  problems.add('username', isValidEmail(address) ? null : message);
  return address;
}

export interface Credentials {
  email: string;
  password: string;
}

export function readSignUp(input: Fields<'username' | 'password'>): Credentials {
  const problems = new Problems();
  const address = email(problems, input.username, accountMessages.emailInvalid);
  const password = text(input.password);
  problems.add('password', passwordProblem(password));
  problems.throwAny();
  return { email: address, password };
}

export function readLogin(input: Fields<'username' | 'password'>): Credentials {
  const problems = new Problems();
  const address = email(problems, input.username, accountMessages.loginEmailInvalid);
  const password = text(input.password);
  problems.add('password', password.length === 0 ? accountMessages.passwordRequired : null);
  problems.throwAny();
  return { email: address, password };
}

export function readConfirm(input: Fields<'username' | 'code'>): { email: string; code: string } {
  const problems = new Problems();
  const address = email(problems, input.username, accountMessages.emailInvalid);
  const code = text(input.code);
  problems.add('code', isConfirmationCode(code) ? null : accountMessages.codeInvalid);
  problems.throwAny();
  return { email: address, code };
}

export function readResend(input: Fields<'username'>): string {
  const problems = new Problems();
  const address = email(problems, input.username, accountMessages.resendEmailInvalid);
  problems.throwAny();
  return address;
}

export function readForgot(input: Fields<'username'>): string {
  const problems = new Problems();
  const address = email(problems, input.username, accountMessages.emailInvalid);
  problems.throwAny();
  return address;
}

export interface ResetRequest extends Credentials {
  token: string;
}

export function readReset(input: Fields<'username' | 'password' | 'confirm_password' | 'id'>): ResetRequest {
  const problems = new Problems();
  const address = email(problems, input.username, accountMessages.emailInvalid);
  const password = text(input.password);
  problems.add('password', passwordProblem(password));
  problems.add('confirm_password', text(input.confirm_password) === password ? null : accountMessages.passwordsDiffer);
  const token = text(input.id);
  problems.add('id', token.length > 0 ? null : accountMessages.resetLinkInvalid);
  problems.throwAny();
  return { email: address, password, token };
}

/** Longer than any token this server hands out (a reset link's id is 43 characters). */
const tokenMaxLength = 200;

/**
 * Refuses, before any rate-limit counter, query or hash is touched, a field longer than any valid one could be: a
 * megabyte of username costs a length check, not a Redis key or an argon2 run. `emailMessage` is the screen's own.
 */
export function refuseOversized(input: Fields<'username' | 'password' | 'confirm_password' | 'code' | 'id'>, emailMessage: string): void {
  const longerThan = (value: unknown, max: number) => typeof value === 'string' && value.length > max;
  const problems = new Problems();
  const username = typeof input.username === 'string' ? input.username.trim() : '';
  problems.add('username', username.length > emailMaxLength ? emailMessage : null);
  problems.add('password', longerThan(input.password, passwordMaxLength) ? accountMessages.passwordTooLong : null);
  problems.add('confirm_password', longerThan(input.confirm_password, passwordMaxLength) ? accountMessages.passwordTooLong : null);
  problems.add('code', longerThan(input.code, 6) ? accountMessages.codeInvalid : null);
  problems.add('id', longerThan(input.id, tokenMaxLength) ? accountMessages.resetLinkInvalid : null);
  problems.throwAny();
}

/** The address an over-limit counter is kept under, whether or not the request is otherwise valid. */
export function accountKey(input: Fields<'username'>): string {
  return normalizeEmail(text(input.username));
}
