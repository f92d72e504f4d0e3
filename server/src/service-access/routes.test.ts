import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceTokenRefusedMessage } from '@transfer/form';
import { validApplication } from '../../../form/src/testing/valid-application';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import { serviceTokenLifetimeMs } from './service';

let server: TestServer;
let clock = Date.now();
const securityLog: string[] = [];
let maria: SignedInAgent;
let ada: SignedInAgent;

beforeAll(async () => {
  server = await startTestServer({
    now: () => new Date(clock),
    securityLogDestination: new Writable({
      write: (chunk, _encoding, done) => {
        securityLog.push(String(chunk));
        done();
      },
    }),
  });
  [maria, ada] = await Promise.all([signedInAgent(server), signedInAgent(server)]);
  await maria.fetch('/api/answer', { method: 'PUT', body: JSON.stringify(validApplication) });
  await maria.fetch('/api/add-another', { method: 'PUT', body: JSON.stringify({ button_id: 'college', num_components: 2 }) });
  await ada.fetch('/api/answer', { method: 'PUT', body: JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace' }) });
});
afterAll(() => server.close());

async function applicationIdOf(agent: SignedInAgent): Promise<string> {
  const student = await server.services.accounts.studentByEmail(agent.email);
  return (await server.services.applications.get(student!)).id;
}

async function view(token: string | undefined, cookie = '') {
  const query = token === undefined ? '' : `?service_token=${encodeURIComponent(token)}`;
  const response = await fetch(`${server.url}/service/tmp-pdf${query}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /service/tmp-pdf', () => {
  it("answers the token's application: answers, add-another counts, tabs, documents and the student's e-mail", async () => {
    const { token } = await server.services.serviceAccess.mint(await applicationIdOf(maria), 'staff', null);
    const { status, body } = await view(token);
    expect(status).toBe(200);
    expect(body).toEqual({
      answer: expect.objectContaining({ first_name: 'Maria', last_name: 'Lopez', college_name: 'Portland Community College' }),
      add_another: { college: 2 },
      tabs: {},
      document_answer: {},
      username: maria.email,
    });
  });

  it("shows only the token's own application: another student's token reads theirs", async () => {
    const { token } = await server.services.serviceAccess.mint(await applicationIdOf(ada), 'staff', null);
    const { body } = await view(token);
    expect(body.username).toBe(ada.email);
    expect(body.answer).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('refuses a missing, wrong or expired token with 401 and a message, and a student session is no token', async () => {
    const refused = { status: 401, body: { message: serviceTokenRefusedMessage } };
    expect(await view(undefined)).toEqual(refused);
    expect(await view('')).toEqual(refused);
    expect(await view('not-a-token')).toEqual(refused);
    expect(await view('x'.repeat(5000))).toEqual(refused);
    expect(await view(undefined, maria.cookie)).toEqual(refused);

    const { token } = await server.services.serviceAccess.mint(await applicationIdOf(maria), 'staff', null);
    expect((await view(token)).status).toBe(200);
    clock += serviceTokenLifetimeMs.staff - 1000;
    expect((await view(token)).status).toBe(200);
    clock += 1000;
    expect(await view(token)).toEqual(refused);
    expect(await server.services.serviceAccess.removeExpired()).toBeGreaterThanOrEqual(1);
  });

  it('keeps tokens out of the logs: refusals log the path alone', async () => {
    await view('a-secret-looking-token');
    const logged = securityLog.join('');
    expect(logged).toContain('"path":"/service/tmp-pdf"');
    expect(logged).not.toContain('a-secret-looking-token');
    expect(logged).not.toContain('service_token=');
  });
});

describe('a page address carrying ?service_token=', () => {
  const page = async (address: string, cookie = '') => {
    const response = await fetch(`${server.url}${address}`, { headers: cookie ? { cookie } : {} });
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      type: response.headers.get('content-type'),
      body: await response.text(),
    };
  };

  it("is the token's application's read-only view, rendered by the server, on any page's address, never cached", async () => {
    const { token } = await server.services.serviceAccess.mint(await applicationIdOf(maria), 'staff', null);
    for (const address of ['/about', '/final-steps', '/completion', '/somewhere/else']) {
      const shown = await page(`${address}?service_token=${encodeURIComponent(token)}`, ada.cookie);
      expect(shown.status, address).toBe(200);
      expect(shown.type).toMatch(/^text\/html/);
      expect(shown.cacheControl).toBe('no-store');
      expect(shown.body).toContain('<title>Maria Lopez | Transfer Application</title>');
      expect(shown.body).toContain('Portland Community College');
      expect(shown.body).not.toMatch(/<script|<link|Ada/);
    }
  });

  it('refuses a missing, wrong or expired token with the message in an alert, and logs the refusal by its path alone', async () => {
    for (const token of ['', 'not-a-token', 'x'.repeat(5000)]) {
      const refused = await page(`/about?service_token=${token}`, maria.cookie);
      expect(refused.status).toBe(401);
      expect(refused.body).toContain(
        `<div class="service-view__refused" role="alert"><h1>Application not available</h1><p>${serviceTokenRefusedMessage}</p></div>`,
      );
      expect(refused.body).not.toContain('Maria');
    }
    expect(securityLog.join('')).toContain('"path":"/about"');
    expect(securityLog.join('')).not.toContain('not-a-token');
  });
});
