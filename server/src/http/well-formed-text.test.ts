import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes, type WebServices } from '../root/web-wiring';
import { signedInAgent } from '../testing/accounts';
import type { SignedInAgent } from '../testing/agent';
import { startTestServer, type TestServer } from '../testing/server';
import { toHttpError } from './errors';
import { holdsOnlyStorableText, malformedTextMessage } from './well-formed-text';

let server: TestServer;
let student: SignedInAgent;
beforeAll(async () => {
  server = await startTestServer();
  student = await signedInAgent(server);
});
afterAll(() => server.close());

const hostile = { nul: 'ab\u0000cd', 'lone high surrogate': 'ab\ud800cd', 'lone low surrogate': '\udc00cd' };

/** Every field name a public or student route reads, so that each route meets the hostile text where it looks. */
const fieldNames = ['username', 'password', 'code', 'id', 'token', 'answer_key', 'tab_id', 'chosen_tab', 'button_id', 'text', 'first_name'];

describe('text PostgreSQL cannot store', () => {
  it('is told apart from every other string', () => {
    expect(holdsOnlyStorableText({ name: 'Zoë 😀', list: ['a', { b: 'c' }], n: 1, none: null })).toBe(true);
    for (const text of Object.values(hostile)) {
      expect(holdsOnlyStorableText({ deep: [{ text }] })).toBe(false);
      expect(holdsOnlyStorableText({ [text]: 'as a key' })).toBe(false);
    }
  });

  // Only the routes' methods and paths are read here: their handlers are never called.
  const routes = restRoutes({} as WebServices, { secureCookies: false } as never, null).map(({ method, path }) => ({
    method,
    path: path.replace(/:[a-z_]+/gi, 'college_transcript'),
  }));

  it.each(Object.entries(hostile))('is refused with 400 on every REST route, in the body and the query (%s)', async (_name, text) => {
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, path } of routes) {
      // A lone surrogate cannot be written in a URL (it is no UTF-8): the query carries NUL alone.
      const query = new URLSearchParams(fieldNames.map((name) => [name, hostile.nul])).toString();
      const inQuery = await student.fetch(`${path}?${query}`, { method: method.toUpperCase() });
      expect({ route: `${method} ${path} (query)`, status: inQuery.status }).toEqual({ route: `${method} ${path} (query)`, status: 400 });
      expect(await inQuery.json()).toEqual({ message: malformedTextMessage });
      if (method === 'get') continue;
      const body = JSON.stringify(Object.fromEntries(fieldNames.map((name) => [name, text])));
      const inBody = await student.fetch(path, { method: method.toUpperCase(), body });
      if (inBody.status === 415) continue; // the upload receiver reads multipart only: no JSON reaches it.
      expect({ route: `${method} ${path} (body)`, status: inBody.status }).toEqual({ route: `${method} ${path} (body)`, status: 400 });
    }
  });

  it.each(Object.entries(hostile))('is refused with 400 where a visitor or a student types (%s)', async (_name, text) => {
    const visitorPosts = [
      ['/public/signup', { username: `x${text}@example.com`, password: 'A long enough password 1!' }],
      ['/public/login', { username: student.email, password: text }],
      ['/public/tmp', { answers: { first_name: text } }],
    ] as const;
    for (const [path, body] of visitorPosts) {
      const answer = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status, path).toBe(400);
    }
    expect((await student.fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ first_name: text }) })).status).toBe(400);
    expect((await student.fetch('/api/validations', { method: 'POST', body: JSON.stringify({ errors: [text] }) })).status).toBe(400);
    if (text === hostile.nul) expect((await fetch(`${server.url}/lookup/find?text=ab%00cd&category=college`)).status).toBe(400);
    const variables = { answers: JSON.stringify({ first_name: text }) };
    const graphql = await student.fetch('/graphql', { method: 'POST', body: JSON.stringify({ id: 'any', variables }) });
    expect(graphql.status).toBe(400);
    // Nothing was stored on the way.
    const { answer } = (await (await student.fetch('/api/profile')).json()) as { answer: Record<string, string> };
    expect(answer.first_name ?? '').toBe('');
  });

  it("maps PostgreSQL's own refusal of such text to 400, as a last resort", () => {
    for (const code of ['22P05', '22021']) {
      expect(toHttpError(Object.assign(new Error('unsupported Unicode escape sequence'), { code }))).toEqual({
        status: 400,
        body: { message: malformedTextMessage },
      });
    }
  });
});
