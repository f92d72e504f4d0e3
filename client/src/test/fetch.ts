// A stand-in server for component tests: fetch is stubbed to answer "METHOD /path" from handlers, and every call is recorded.
import { vi } from 'vitest';
import persistedOperations from '../../persisted-operations.json';

export interface Answer {
  status?: number;
  body?: unknown;
  /** Sent as is instead of JSON (for non-JSON answers). */
  raw?: string;
}

export type Handler = Answer | ((payload: unknown) => Answer | Promise<Answer>);

export interface RecordedCall {
  method: string;
  path: string;
  payload: unknown;
  init: RequestInit;
}

/** Stubs the global fetch; an unexpected call fails the test with its method and path. */
export function stubServer(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const payload = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url, payload, init });
    const handler = handlers[`${method} ${url}`];
    if (!handler) throw new Error(`unexpected request ${method} ${url}`);
    const { status = 200, body = {}, raw } = typeof handler === 'function' ? await handler(payload) : handler;
    return new Response(raw ?? JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

/** Sets the identity provider's marker cookie, as a successful login does. */
export function setIdentityCookie(name = 'CognitoIdentityServiceProvider.client.LastAuthUser'): void {
  document.cookie = `${name}=student; Path=/`;
}

/** Removes every cookie this page can see. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
}

/** The name of the persisted operation the client sent by `id` (what a GraphQL stand-in answers by). */
export function persistedOperationName(id: unknown): string {
  const text = (persistedOperations as Record<string, string>)[String(id)];
  return (text && /^(?:query|mutation) (\w+)/.exec(text)?.[1]) ?? '';
}
