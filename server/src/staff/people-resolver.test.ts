// Admins manage staff over GraphQL: readers, students and visitors refused; the invitation mailed and audited as the command line's; an e-mail taken; roles, disabling and second-factor resets audited as staff:role, staff:disable and staff:reset-2fa are; the last active admin kept; the whole audit filtered by who and by what, on its indexes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { graphqlCall } from '../testing/graphql';
import type { Json } from '../testing/json';
import { startTestServer, type TestServer } from '../testing/server';
import { staffAccessOf } from '../testing/staff';
import { lastAdminMessages, type StaffAccess } from './access';
import { adminOnlyMessage, auditPageStatement, staffOnlyMessage } from './applications';
import { invitationFieldMessages } from './people';
import { staffStatements } from './sql';

let server: TestServer;
let access: StaffAccess;
let admin: string;
let reader: string;
let student: SignedInAgent;

beforeAll(async () => {
  server = await startTestServer();
  access = staffAccessOf(server.database.db);
  admin = await access.createToken('chief@example.edu');
  reader = await access.createToken('reader@example.edu', undefined, 'reader');
  student = await signedInAgent(server);
});
afterAll(() => server.close());

interface Answer {
  data?: Record<string, Json> | null;
  errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[];
}

/** A document of staff's own, with a token. */
async function asStaff(token: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

const memberFields = 'id email name role status secondFactor lastSignInAt';
const documents = {
  members: `{ staffMembers { ${memberFields} } }`,
  invite: `mutation Invite($email: String!, $name: String!, $role: StaffRole!) {
    inviteStaffMember(email: $email, name: $name, role: $role) { url expiresAt member { ${memberFields} } } }`,
  role: `mutation Role($email: String!, $role: StaffRole!) { changeStaffRole(email: $email, role: $role) { ${memberFields} } }`,
  disable: `mutation Disable($email: String!) { disableStaffMember(email: $email) { ${memberFields} } }`,
  reset: `mutation Reset($email: String!) { resetStaffSecondFactor(email: $email) { ${memberFields} } }`,
  audit: `query Audit($first: Int!, $after: String, $actor: String, $action: String) {
    staffAudit(first: $first, after: $after, actor: $actor, action: $action) {
      edges { cursor node { actor action detail applicationNumber } } pageInfo { hasNextPage endCursor } } }`,
};
const anyVariables = { email: 'someone@example.edu', name: 'Some One', role: 'reader', first: 5 };

/** The latest audit rows of `action`, as the audit keeps them. */
async function latestAudit(action: string) {
  const [row] = await server.database.db.query<{ actor: string; detail: Record<string, unknown> }>(
    'SELECT actor, detail FROM staff_audit WHERE action = $1 ORDER BY at DESC, id DESC LIMIT 1',
    [action],
  );
  return row;
}

describe('who may manage staff', () => {
  it('refuses readers (403), students (403) and visitors (401) every query and mutation of it, the whole audit included', async () => {
    for (const [name, document] of Object.entries(documents)) {
      const asReader = await asStaff(reader, document, anyVariables);
      expect(asReader.errors?.[0], name).toMatchObject({ message: adminOnlyMessage, extensions: { code: 'FORBIDDEN' } });
      expect(asReader.data ?? null, name).toBeNull();
      const asStudent = await graphqlCall(server, document, anyVariables, student.cookie);
      expect(asStudent.body.errors?.[0], name).toMatchObject({ message: staffOnlyMessage, extensions: { code: 'FORBIDDEN' } });
      expect(asStudent.body.data ?? null, name).toBeNull();
      const anonymous = await graphqlCall(server, document, anyVariables);
      expect(anonymous.body.errors?.[0], name).toMatchObject({ message: staffOnlyMessage, extensions: { code: 'UNAUTHENTICATED' } });
    }
    expect(await server.database.db.query(`SELECT 1 FROM staff_member WHERE email = 'someone@example.edu'`)).toEqual([]);
  });

  it('tells any member of staff who they are, with the role their credential gives', async () => {
    const viewer = await asStaff(reader, `{ staffViewer { email role status } }`);
    expect(viewer.data?.staffViewer).toEqual({ email: 'reader@example.edu', role: 'reader', status: 'active' });
    const readerTokenOfAdmin = await access.createToken('chief@example.edu', 1, 'reader');
    expect((await asStaff(readerTokenOfAdmin, `{ staffViewer { role } }`)).data?.staffViewer).toEqual({ role: 'reader' });
    expect((await asStaff(readerTokenOfAdmin, documents.members)).errors?.[0].message).toBe(adminOnlyMessage);
  });
});

describe('an admin', () => {
  it('lists every member: role, status, second factor and last sign-in', async () => {
    await fetch(`${server.url}/staff/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: reader }),
    });
    const members = (await asStaff(admin, documents.members)).data?.staffMembers as Record<string, Json>[];
    const emails = members.map((member) => member.email as string);
    expect(emails).toEqual([...emails].sort());
    expect(members.find((member) => member.email === 'reader@example.edu')).toMatchObject({
      role: 'reader',
      status: 'active',
      secondFactor: false,
      lastSignInAt: expect.any(String),
    });
    expect(members.find((member) => member.email === 'chief@example.edu')).toMatchObject({ role: 'admin', lastSignInAt: null });
  });

  it('invites as staff:invite does: the mail with its link, the audit under the admin, a new member invited', async () => {
    const answer = await asStaff(admin, documents.invite, { email: ' New.Reader@Example.edu ', name: ' Nia Reader ', role: 'reader' });
    const invitation = answer.data?.inviteStaffMember as { url: string; expiresAt: string; member: Record<string, Json> };
    expect(invitation.member).toMatchObject({ email: 'new.reader@example.edu', name: 'Nia Reader', role: 'reader', status: 'invited' });
    expect(invitation.url).toMatch(/\/staff\/invitation#token=/);
    const [mail] = server.mail.to('new.reader@example.edu');
    expect(mail.subject).toMatch(/You are invited/);
    expect(mail.text).toContain(invitation.url);
    expect(await latestAudit('staff.invite')).toEqual({
      actor: 'chief@example.edu',
      detail: { member: 'new.reader@example.edu', role: 'reader', expiresAt: invitation.expiresAt },
    });
    const check = await fetch(`${server.url}/staff/invitation/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: new URL(invitation.url).hash.replace('#token=', '') }),
    });
    expect(await check.json()).toMatchObject({ email: 'new.reader@example.edu', name: 'Nia Reader' });
  });

  it('is told at the field when the e-mail is a member already, a student’s, not an address, or the name is missing', async () => {
    const invite = (variables: Record<string, unknown>) =>
      asStaff(admin, documents.invite, { name: 'A Name', role: 'admin', ...variables });
    const taken = await invite({ email: 'READER@example.edu' });
    const takenMessage = 'reader@example.edu is already a member of staff (active).';
    expect(taken.errors?.[0]).toMatchObject({
      message: takenMessage,
      extensions: { code: 'BAD_USER_INPUT', fields: { email: takenMessage } },
    });
    expect((await invite({ email: student.email })).errors?.[0].extensions.fields).toEqual({
      email: `${student.email} is a student's account, not staff.`,
    });
    expect((await invite({ email: 'not an address' })).errors?.[0].extensions.fields).toEqual({
      email: 'Not an e-mail address: not an address',
    });
    expect((await invite({ email: 'named@example.edu', name: '  ' })).errors?.[0].extensions.fields).toEqual({
      name: invitationFieldMessages.name,
    });
    expect(await server.database.db.query(`SELECT 1 FROM staff_member WHERE email = 'named@example.edu'`)).toEqual([]);
  });

  it('changes a role, disables and resets a second factor, each audited as the command line audits it', async () => {
    const viaPage = 'page.member@example.edu';
    const viaCli = 'cli.member@example.edu';
    for (const email of [viaPage, viaCli]) await access.createToken(email, 1, 'reader');
    const cases = [
      ['staff.role_change', () => asStaff(admin, documents.role, { email: viaPage, role: 'admin' }), () => access.setRole(viaCli, 'admin')],
      ['staff.second_factor_reset', () => asStaff(admin, documents.reset, { email: viaPage }), () => access.resetSecondFactor(viaCli)],
      ['staff.disable', () => asStaff(admin, documents.disable, { email: viaPage }), () => access.disable(viaCli)],
    ] as const;
    for (const [action, byPage, byCli] of cases) {
      const answer = await byPage();
      expect(answer.errors, action).toBeUndefined();
      const fromPage = await latestAudit(action);
      await byCli();
      const fromCli = await latestAudit(action);
      expect(fromPage.actor).toBe('chief@example.edu');
      expect(fromCli.actor).toBe('command line');
      expect(fromPage.detail).toEqual({ ...fromCli.detail, member: viaPage });
    }
    const members = (await asStaff(admin, documents.members)).data?.staffMembers as Record<string, Json>[];
    expect(members.find((member) => member.email === viaPage)).toMatchObject({ role: 'admin', status: 'disabled', secondFactor: false });
    const unknown = await asStaff(admin, documents.disable, { email: 'nobody@example.edu' });
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});

describe('the last active admin', () => {
  it('may not demote or disable themselves until another admin is active; the command line still may', async () => {
    const solo = await access.createToken('solo@example.edu');
    const others = await server.database.db.query<{ email: string }>(
      `SELECT email FROM staff_member WHERE role = 'admin' AND status = 'active' AND email <> 'solo@example.edu'`,
    );
    for (const { email } of others) await access.setRole(email, 'reader');
    await access.invite('invited.admin@example.edu', 'admin');

    for (const [document, message] of [
      [documents.role, lastAdminMessages.demote],
      [documents.disable, lastAdminMessages.disable],
    ] as const) {
      const refused = await asStaff(solo, document, { email: 'solo@example.edu', role: 'reader' });
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    }
    const [kept] = await server.database.db.query(`SELECT role, status FROM staff_member WHERE email = 'solo@example.edu'`);
    expect(kept).toEqual({ role: 'admin', status: 'active' });

    // Another active admin: now they may step down.
    await asStaff(solo, documents.role, { email: 'reader@example.edu', role: 'admin' });
    expect((await asStaff(solo, documents.role, { email: 'solo@example.edu', role: 'reader' })).errors).toBeUndefined();
    // The command line is the way back in: it is never refused.
    await access.setRole('reader@example.edu', 'reader');
    await access.disable('solo@example.edu');
    for (const { email } of others) await access.setRole(email, 'admin');
  });
});

describe('the whole audit', () => {
  it('is filtered by who and by what, newest first, page by page', async () => {
    const byChief = await asStaff(admin, documents.audit, { first: 2, actor: 'Chief@Example.edu' });
    const page = byChief.data?.staffAudit as {
      edges: { node: { actor: string; action: string } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    expect(page.edges.map((edge) => edge.node.actor)).toEqual(['chief@example.edu', 'chief@example.edu']);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await asStaff(admin, documents.audit, { first: 100, actor: 'chief@example.edu', after: page.pageInfo.endCursor });
    const rest = (next.data?.staffAudit as typeof page).edges.map((edge) => edge.node);
    expect(rest.every((node) => node.actor === 'chief@example.edu')).toBe(true);
    const chiefRows = await server.database.db.query(`SELECT 1 FROM staff_audit WHERE actor = 'chief@example.edu'`);
    expect(page.edges.length + rest.length).toBe(chiefRows.length);

    const disables = await asStaff(admin, documents.audit, { first: 10, action: 'staff.disable' });
    const disabled = (disables.data?.staffAudit as typeof page).edges.map((edge) => edge.node);
    expect(disabled.map((node) => [node.actor, node.action])).toEqual([
      ['command line', 'staff.disable'],
      ['command line', 'staff.disable'],
      ['chief@example.edu', 'staff.disable'],
    ]);
    const both = await asStaff(admin, documents.audit, { first: 10, action: 'staff.disable', actor: 'chief@example.edu' });
    expect((both.data?.staffAudit as typeof page).edges).toHaveLength(1);

    const unknownAction = await asStaff(admin, documents.audit, { first: 10, action: 'staff.dance' });
    expect(unknownAction.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(unknownAction.errors?.[0].message).toMatch(/^action takes one of application\.read, /);
  });

  it("reads each filter and the members' last sign-ins on their indexes", async () => {
    const { db } = server.database;
    await db.execute(
      `INSERT INTO staff_audit (actor, action, detail, at)
       SELECT 'bulk' || (n % 50) || '@example.edu', (ARRAY['applications.list', 'application.read', 'document.read'])[1 + n % 3], '{}',
         now() - n * interval '1 second'
       FROM generate_series(1, 20000) n`,
    );
    await db.execute('ANALYZE staff_audit');
    const plan = async ({ text, values }: { text: string; values: readonly unknown[] }) =>
      (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values)).map((row) => row['QUERY PLAN']).join('\n');
    expect(await plan(auditPageStatement({ actor: 'bulk7@example.edu' }, null, 51))).toMatch(/staff_audit_actor/);
    expect(await plan(auditPageStatement({ action: 'staff.disable' }, null, 51))).toMatch(/staff_audit_action/);
    expect(await plan({ text: staffStatements.members.text, values: [] })).toMatch(/staff_audit_sign_in/);
    await db.execute(`DELETE FROM staff_audit WHERE actor LIKE 'bulk%@example.edu'`);
  });
});
