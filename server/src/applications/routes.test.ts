import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionInvalidMessage } from '@transfer/form';
import { validApplication } from '../../../form/src/testing/valid-application';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import { restoreLinkNotFoundMessage, answersSavedMessage, applicationIncompleteMessage, applicationSubmittedMessage } from './messages';

let server: TestServer;
beforeAll(async () => {
  // Each test names its client in X-Forwarded-For, as a proxy would; a few restore links an hour per address.
  server = await startTestServer({ environment: { TRUST_PROXY: 'loopback' }, restoreLinksPerHour: 5 });
});
afterAll(() => server.close());

/** Sends `body` as JSON (when given) and reads the JSON answer, checking that it is JSON. */
async function call(agent: SignedInAgent | null, method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const response = agent
    ? await agent.fetch(path, init)
    : await fetch(`${server.url}${path}`, { ...init, headers: { 'content-type': 'application/json' } });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { message?: string } };
}

const studentRoutes: [string, string, unknown?][] = [
  ['PUT', '/api/answer', { first_name: 'Ada' }],
  ['PUT', '/api/visitor-answers', { answers: { first_name: 'Ada' } }],
  ['GET', '/api/profile'],
  ['POST', '/api/web-status', { web_status: 'started' }],
  ['PUT', '/api/last-page', { last_page: '/about' }],
  ['POST', '/api/validations', []],
  ['POST', '/api/submit'],
  ['GET', '/api/add-another'],
  ['PUT', '/api/add-another', { button_id: 'college', num_components: 2 }],
  ['DELETE', '/api/add-another/college/2'],
  ['GET', '/api/tabs'],
  ['PUT', '/api/tabs', { tab_id: 'transcript', chosen_tab: 'later' }],
];

describe('the application routes', () => {
  it('answer 401 with the session message to anyone not signed in', async () => {
    for (const [method, path, body] of studentRoutes) {
      expect(await call(null, method, path, body)).toEqual({ status: 401, body: { message: sessionInvalidMessage } });
    }
  });

  describe('for a signed-in student', () => {
    let ada: SignedInAgent;
    beforeAll(async () => {
      ada = await signedInAgent(server);
    });

    it('save answers with PUT /api/answer, merging per key, and refuse bad keys with 400 naming them', async () => {
      expect(await call(ada, 'PUT', '/api/answer', { first_name: 'Ada', last_name: 'Lovelace' })).toEqual({
        status: 200,
        body: { message: answersSavedMessage },
      });
      expect((await call(ada, 'PUT', '/api/answer', { last_name: 'King' })).status).toBe(200);
      const refused = await call(ada, 'PUT', '/api/answer', { favourite_colour: 'teal', first_name: 7 });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('favourite_colour');
      expect(Object.keys(refused.body.errors as object).sort()).toEqual(['favourite_colour', 'first_name']);
      expect((await call(ada, 'GET', '/api/profile')).body.answer).toEqual({ first_name: 'Ada', last_name: 'King' });
    });

    it("carry a visitor's answers in with PUT /api/visitor-answers: only into empty answers, never the SSN", async () => {
      const bea = await signedInAgent(server);
      await call(bea, 'PUT', '/api/answer', { first_name: 'Bea', last_name: '' });
      const carried = await call(bea, 'PUT', '/api/visitor-answers', {
        answers: { first_name: 'Mallory', last_name: 'Lovelace', ssn: '123-45-6789', college_2_name: 'Second' },
        add_another: { college: 2 },
      });
      expect(carried).toEqual({ status: 200, body: { message: answersSavedMessage } });
      expect((await call(bea, 'GET', '/api/profile')).body.answer).toEqual({
        first_name: 'Bea',
        last_name: 'Lovelace',
        college_2_name: 'Second',
      });
      expect((await call(bea, 'GET', '/api/add-another')).body).toEqual({ college: 2 });
    });

    it('record the web status and the last page, refusing unknown values with 400', async () => {
      expect(await call(ada, 'POST', '/api/web-status', { web_status: 'validating' })).toEqual({
        status: 200,
        body: { web_status: 'validating' },
      });
      expect((await call(ada, 'POST', '/api/web-status', { web_status: 'submitted' })).status).toBe(400);
      expect((await call(ada, 'POST', '/api/web-status', {})).status).toBe(400);
      expect(await call(ada, 'PUT', '/api/last-page', { last_page: '/education' })).toEqual({
        status: 200,
        body: { last_page: '/education' },
      });
      expect((await call(ada, 'PUT', '/api/last-page', { last_page: '/completion' })).status).toBe(400);
    });

    it('answer the profile as docs/product.md §10.2 shapes it', async () => {
      const { status, body } = await call(ada, 'GET', '/api/profile');
      expect(status).toBe(200);
      expect(body).toEqual({
        answer: { first_name: 'Ada', last_name: 'King' },
        document_answer: {},
        username: ada.email,
        last_page: '/education',
        successful_login: [{ successful_login: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) }],
        web_status: [{ web_status: 'started' }, { web_status: 'validating' }],
      });
    });

    it('store posted validation errors in either shape, and refuse others with 400', async () => {
      const list = [{ key: 'first_name', page: 'about', message: 'First name is required.' }];
      expect(await call(ada, 'POST', '/api/validations', list)).toEqual({ status: 200, body: { errors: list } });
      expect((await call(ada, 'POST', '/api/validations', { first_name: 'Required.' })).status).toBe(200);
      expect((await call(ada, 'POST', '/api/validations', { first_name: 3 })).status).toBe(400);
    });

    it('set and get add-another counts and tabs', async () => {
      expect(await call(ada, 'GET', '/api/add-another')).toEqual({ status: 200, body: {} });
      expect(await call(ada, 'PUT', '/api/add-another', { button_id: 'college', num_components: 3 })).toEqual({
        status: 200,
        body: { college: 3 },
      });
      expect((await call(ada, 'PUT', '/api/add-another', { button_id: 'college', num_components: 11 })).status).toBe(400);
      expect(await call(ada, 'GET', '/api/add-another')).toEqual({ status: 200, body: { college: 3 } });
      expect(await call(ada, 'DELETE', '/api/add-another/college/3')).toEqual({ status: 200, body: { college: 2 } });
      expect((await call(ada, 'DELETE', '/api/add-another/college/first')).status).toBe(400);
      expect((await call(ada, 'DELETE', '/api/add-another/college/1')).status).toBe(400);

      expect(await call(ada, 'GET', '/api/tabs')).toEqual({ status: 200, body: {} });
      expect(await call(ada, 'PUT', '/api/tabs', { tab_id: 'transcript', chosen_tab: 'later' })).toEqual({
        status: 200,
        body: { transcript: 'later' },
      });
      expect((await call(ada, 'PUT', '/api/tabs', { tab_id: 'transcript', chosen_tab: 'nope' })).status).toBe(400);
      expect(await call(ada, 'GET', '/api/tabs')).toEqual({ status: 200, body: { transcript: 'later' } });
    });

    it('refuse to submit an incomplete application with 400 and the errors by key', async () => {
      const { status, body } = await call(ada, 'POST', '/api/submit');
      expect(status).toBe(400);
      expect(body.message).toBe(applicationIncompleteMessage);
      expect(Object.keys(body.errors as object)).toContain('birth_date');
      expect((await call(ada, 'GET', '/api/profile')).body.web_status).toHaveLength(2);
    });
  });

  it("keep one student's application from another", async () => {
    const [a, b] = await Promise.all([signedInAgent(server), signedInAgent(server)]);
    await call(a, 'PUT', '/api/answer', { first_name: 'Alice' });
    await call(a, 'PUT', '/api/tabs', { tab_id: 'transcript', chosen_tab: 'later' });
    const profile = await call(b, 'GET', '/api/profile');
    expect(profile.body).toMatchObject({ answer: {}, username: b.email, web_status: [] });
    expect((await call(b, 'GET', '/api/tabs')).body).toEqual({});
  });

  it('submit a complete application once, then refuse changes with 403', async () => {
    const max = await signedInAgent(server);
    expect((await call(max, 'PUT', '/api/answer', validApplication)).status).toBe(200);
    const submitted = await call(max, 'POST', '/api/submit');
    expect(submitted).toEqual({
      status: 200,
      body: { web_status: 'submitted', submitted_at: expect.stringMatching(/Z$/) },
    });
    expect(await call(max, 'POST', '/api/submit')).toEqual(submitted);
    expect(await call(max, 'POST', '/api/web-status', { web_status: 'submitted' })).toEqual({
      status: 200,
      body: { web_status: 'submitted' },
    });
    expect(await call(max, 'PUT', '/api/answer', { first_name: 'Changed' })).toEqual({
      status: 403,
      body: { message: applicationSubmittedMessage },
    });
    expect((await call(max, 'GET', '/api/profile')).body.web_status).toEqual([
      { web_status: 'started' },
      { web_status: 'validating' },
      { web_status: 'submitted' },
    ]);
  });

  it("keep a visitor's answers under a token, with no session", async () => {
    const saved = await call(null, 'POST', '/public/tmp', { answer: { first_name: 'Visitor' } });
    expect(saved.status).toBe(200);
    const token = saved.body.token as string;
    expect(await call(null, 'GET', `/public/tmp?token=${encodeURIComponent(token)}`)).toEqual({
      status: 200,
      body: { answer: { first_name: 'Visitor' } },
    });
    expect(await call(null, 'GET', '/public/tmp?token=unknown')).toEqual({
      status: 404,
      body: { message: restoreLinkNotFoundMessage },
    });
    expect((await call(null, 'GET', '/public/tmp')).status).toBe(404);
    expect((await call(null, 'POST', '/public/tmp', { answer: { favourite_colour: 'teal' } })).status).toBe(400);
    expect((await call(null, 'POST', '/public/tmp', {})).status).toBe(400);
  });
});

describe('POST /public/tmp', () => {
  it('answers 429 past its limit per address, and only for that address', async () => {
    const post = (address: string) =>
      fetch(`${server.url}/public/tmp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ answer: { first_name: 'Visitor' } }),
      });
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push((await post('198.51.100.200')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post('198.51.100.201')).status).toBe(200);
  });
});

describe('choices', () => {
  it('refuse a value the question does not offer with 400, and store the option’s label whatever _desc was sent', async () => {
    const ada = await signedInAgent(server);
    for (const foreign of [
      { citizenship_type: 'NOT-AN-OPTION', citizenship_type_desc: 'U.S. Citizen' },
      { entry_term: 'FALL-1999' },
      { gender: 'ZZ' },
    ]) {
      const [key] = Object.keys(foreign);
      const refused = await call(ada, 'PUT', '/api/answer', foreign);
      expect(refused.status, key).toBe(400);
      expect(Object.keys(refused.body.errors as object)).toEqual([key]);
    }
    expect((await call(null, 'POST', '/public/tmp', { answer: { gender: 'ZZ' } })).status).toBe(400);

    const forged = { citizenship_type: validApplication.citizenship_type, citizenship_type_desc: 'U.S. Citizen (verified by registrar)' };
    expect((await call(ada, 'PUT', '/api/answer', forged)).status).toBe(200);
    const { answer } = (await call(ada, 'GET', '/api/profile')).body as { answer: Record<string, string> };
    expect(answer.citizenship_type_desc).toBe(validApplication.citizenship_type_desc);
    expect(answer.citizenship_type_desc).not.toContain('registrar');

    // The read-only view (the PDF prints the same page) reads the option's label.
    const [application] = await server.database.db.query<{ id: string }>(
      `SELECT a.id FROM application a JOIN "user" u ON u.id = a.user_id WHERE u.email = $1`,
      [ada.email],
    );
    const [view] = await server.services.serviceAccess.printable(application.id, ['whole']);
    expect(view.html).toContain(String(validApplication.citizenship_type_desc));
    expect(view.html).not.toContain('registrar');
  });
});
