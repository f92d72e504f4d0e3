import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../testing/json';
import { startTestServer, type TestServer } from '../testing/server';
import { persistedOperationsFile } from './documents';
import { documentLimits } from './limits';
import { documentsRefusedMessage, unknownOperationMessage } from './server';

const clientOperations = JSON.parse(readFileSync(persistedOperationsFile(), 'utf8')) as Record<string, string>;

/** The id relay-compiler gave the client's operation `name`. */
function clientOperationId(name: string): string {
  const found = Object.entries(clientOperations).find(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`the client has no operation ${name}`);
  return found[0];
}

/** The document that once held every database connection for seconds: 5,000 aliased searches. */
// Just under the JSON body limit (128 kB): a document this large is refused by its own limits, not the body's.
const aliasFlood = `{ ${Array.from({ length: 2000 }, (_, n) => `a${n}: lookup(category: college_ceeb, text: "univ") { id }`).join(' ')} }`;

let server: TestServer;
beforeAll(async () => {
  // A header stands for a staff API token here (the staff domain's own tests sign in with real ones).
  server = await startTestServer({
    isStaff: (req) =>
      req.headers['x-test-staff'] === 'yes' ? { id: 'test-staff', email: 'staff@example.edu', role: 'admin', tokenId: 'test-token' } : null,
  });
});
afterAll(() => server.close());

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, Json> };
}

const asStaff = { 'x-test-staff': 'yes' };
const healthz = async () => (await fetch(`${server.url}/healthz`)).status;

describe('the trusted documents', () => {
  it('are every operation the client persisted, each checked against the schema and the limits at start', () => {
    expect(Object.keys(clientOperations).length).toBeGreaterThan(10);
    for (const id of Object.keys(clientOperations)) expect(server.documents.get(id)?.id).toBe(id);
  });

  it('run by id for anybody', async () => {
    const answer = await post({ id: clientOperationId('FormPageQuery'), variables: { page: 'about' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.profile).toBeNull();
    expect(answer.body.data.partner.name).toBe('Lakemont State University');
  });

  it('are all a caller who is not staff may run: an unknown id or a document is refused with 400 and a message', async () => {
    const unknown = await post({ id: 'f'.repeat(64), variables: {} });
    expect(unknown).toEqual({
      status: 400,
      body: {
        message: unknownOperationMessage,
        errors: [{ message: unknownOperationMessage, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
      },
    });
    for (const body of [
      { query: '{ profile { username } }' },
      { id: clientOperationId('FormPageQuery'), query: '{ __typename }' },
      {},
      [],
    ]) {
      const refused = await post(body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(documentsRefusedMessage);
    }
    const introspection = await post({ query: '{ __schema { types { name } } }' });
    expect(introspection.body.message).toBe(documentsRefusedMessage);
    // GET /graphql is staff's alone (GraphiQL, Apollo's GET): anybody else finds nothing there.
    const byGet = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ profile { username } }')}`);
    expect(byGet.status).toBe(404);
    expect(await healthz()).toBe(200);
  });

  it("hold the staff pages' operations (staff-only root fields alone) to the staff's cost, and nothing else", () => {
    const page = `query StaffPage { applications(first: 100) { edges { node { id username answers applicantName documents { status } pdf { status } } } } }`;
    expect(() => server.documents.add(page)).not.toThrow();
    // One field anybody may ask for beside them, and the students' limit holds again.
    expect(() => server.documents.add(page.replace('{ applications', '{ partner { name } applications'))).toThrow(
      /Query Cost limit of 1000 exceeded/,
    );
  });

  it("refuse a staff page's operation to a caller who is not staff", async () => {
    const answer = await post({ id: clientOperationId('WorklistPageQuery'), variables: { order: 'SUBMITTED_DESC', count: 25 } });
    expect(answer.body.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
  });

  it('refuse a 2,000-alias document from a visitor at once, while /healthz stays 200', async () => {
    const answers = await Promise.all([...Array.from({ length: 5 }, () => post({ query: aliasFlood })), healthz()]);
    for (const answer of answers.slice(0, 5)) expect(answer).toMatchObject({ status: 400, body: { message: documentsRefusedMessage } });
    expect(answers[5]).toBe(200);
  });

  it('hide "Did you mean" from callers who are not staff, in the variables of a persisted operation too', async () => {
    const wrongStatus = await post({
      id: clientOperationId('applicationMutationsSetWebStatusMutation'),
      variables: { webStatus: 'startd' },
    });
    expect(wrongStatus.status).toBe(400);
    expect(wrongStatus.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(wrongStatus.body.errors[0].message).toContain('"startd"');
    expect(wrongStatus.body.errors[0].message).not.toMatch(/Did you mean/);
    const asStaffToo = await post(
      { id: clientOperationId('applicationMutationsSetWebStatusMutation'), variables: { webStatus: 'startd' } },
      asStaff,
    );
    expect(asStaffToo.body.errors[0].message).toMatch(/Did you mean the enum value "started"\?/);
  });
});

describe('documents of their own, for staff', () => {
  it('run within the limits, with introspection and suggestions', async () => {
    const profile = await post({ query: '{ profile { username } }' }, asStaff);
    expect(profile).toEqual({ status: 200, body: { data: { profile: null } } });
    const schema = await post({ query: '{ __schema { queryType { name } } }' }, asStaff);
    expect(schema.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const typo = await post({ query: '{ profil { username } }' }, asStaff);
    expect(typo.status).toBe(400);
    expect(typo.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(typo.body.errors[0].message).toMatch(/Did you mean "profile"\?/);
  });

  it('are refused past each limit before anything runs, while /healthz stays 200', async () => {
    const lookup = (alias: string) => `${alias}: lookup(category: college_ceeb, text: "univ") { id }`;
    // Depth, aliases and directives are counted before the fields are checked, so made-up fields nest as deep as asked.
    const nested = (depth: number): string => (depth === 0 ? 'name' : `nest { ${nested(depth - 1)} }`);
    const tooMany = {
      aliases: `{ ${Array.from({ length: documentLimits.aliases + 1 }, (_, n) => `p${n}: partner { name }`).join(' ')} }`,
      rootFields: `{ ${Array.from({ length: documentLimits.rootFields + 1 }, (_, n) => lookup(`l${n}`)).join(' ')} }`,
      depth: `{ partner { ${nested(documentLimits.depth)} } }`,
      directives: `{ partner { name ${'@include(if: true) '.repeat(documentLimits.directives + 1)} } }`,
      cost: `{ applications(first: 100) { edges { node { ${Array.from({ length: 10 }, (_, n) => `l${n}: labelledAnswers { key label value }`).join(' ')} } } } }`,
      tokens: aliasFlood,
    };
    const answers = await Promise.all(Object.values(tooMany).map((query) => post({ query }, asStaff)));
    for (const [limit, answer] of Object.keys(tooMany).map((limit, n) => [limit, answers[n]] as const)) {
      expect(answer.status, limit).toBe(400);
      expect(answer.body.data, limit).toBeUndefined();
    }
    expect(answers.map((answer) => answer.body.errors[0].message)).toEqual([
      expect.stringMatching(/Aliases limit of 15 exceeded/),
      expect.stringMatching(/Root field limit of 5 exceeded/),
      expect.stringMatching(/depth limit of 8 exceeded/),
      expect.stringMatching(/Directives limit of 10 exceeded/),
      expect.stringMatching(/Query Cost limit of 20000 exceeded/),
      expect.stringMatching(/Document contains more tha[nt] 1000 tokens/),
    ]);
    expect(await healthz()).toBe(200);
  });
});
