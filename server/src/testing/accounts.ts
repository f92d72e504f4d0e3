// Signs a fresh, confirmed student in over HTTP, for tests of routes that need a session.
import { randomBytes } from 'node:crypto';
import { agentOf, cookiesFrom, type SignedInAgent } from './agent';
import type { TestServer } from './server';

export { agentOf, cookiesFrom, type SignedInAgent } from './agent';

/** Meets every rule of the password policy. */
export const testPassword = 'Correct-Horse-42-battery';

export function uniqueEmail(): string {
  return `student-${randomBytes(6).toString('hex')}@example.com`;
}

/** Posts JSON to the test server. */
export function postJson(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Posts JSON and reads the JSON answer. */
export async function postForJson(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; response: Response }> {
  const response = await postJson(server, path, body, headers);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
}

async function expectOk(response: Response, step: string): Promise<void> {
  if (!response.ok) throw new Error(`${step} answered ${response.status}: ${await response.text()}`);
}

/** Signs up (reading the code from the captured mail), confirms and logs in; the student's password is testPassword. */
export async function signedInAgent(server: TestServer, email = uniqueEmail()): Promise<SignedInAgent> {
  await expectOk(await postJson(server, '/public/signup', { username: email, password: testPassword }), 'sign-up');
  const code = server.mail.codeFor(email);
  await expectOk(await postJson(server, '/public/confirm', { username: email, code }), 'confirm');
  const login = await postJson(server, '/public/login', { username: email, password: testPassword });
  await expectOk(login, 'login');
  // express-session sends the body before it has stored the session, and ends the answer once it has.
  await login.arrayBuffer();
  return agentOf(server.url, email.trim().toLowerCase(), cookiesFrom(login));
}
