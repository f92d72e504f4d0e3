// A staff member's address in the students' account flows: each answers as for an address without an account, sets no password, sends nothing, and no application is ever made for it.
import { hashToken } from '../secrets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForJson, testPassword, uniqueEmail } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import { staffAccessOf } from '../testing/staff';
import { hashPassword } from './passwords';

let server: TestServer;
const staff = 'dean@example.edu';
beforeAll(async () => {
  server = await startTestServer();
  await staffAccessOf(server.database.db).createToken(staff);
});
afterAll(() => server.close());

const post = (path: string, body: Record<string, string>) => postForJson(server, path, body);

/** The same request for the staff address and an address without an account: the two answers. */
async function alike(path: string, body: (username: string) => Record<string, string>) {
  const unknown = uniqueEmail();
  const [asStaff, asUnknown] = [await post(path, body(staff)), await post(path, body(unknown))];
  return {
    asStaff: { status: asStaff.status, body: asStaff.body },
    asUnknown: { status: asUnknown.status, body: { ...asUnknown.body } },
    unknown,
  };
}

const staffRow = async () =>
  (
    await server.database.db.query<{ id: string; passwordHash: string | null }>(
      `SELECT id, password_hash AS "passwordHash" FROM "user" WHERE email = $1`,
      [staff],
    )
  )[0];

describe('a staff address in the account flows', () => {
  it('signs up, confirms, resends and asks for a reset as an unknown address would, and nothing is stored or sent', async () => {
    const signUp = await alike('/public/signup', (username) => ({ username, password: testPassword }));
    expect(signUp.asStaff).toEqual({ ...signUp.asUnknown, body: { ...signUp.asUnknown.body, username: staff } });
    expect(await alike('/public/resend-confirm', (username) => ({ username }))).toSatisfy(
      ({ asStaff, asUnknown }) => asStaff.status === asUnknown.status && asStaff.body.message === asUnknown.body.message,
    );
    const confirm = await alike('/public/confirm', (username) => ({ username, code: '123456' }));
    expect(confirm.asStaff).toEqual(confirm.asUnknown);
    const forgot = await alike('/public/forgot-password', (username) => ({ username }));
    expect(forgot.asStaff).toEqual(forgot.asUnknown);

    expect(server.mail.to(staff)).toEqual([]);
    expect((await staffRow()).passwordHash).toBeNull();
    expect(
      await server.database.db.query(`SELECT 1 FROM reset_token t JOIN "user" u ON u.id = t.user_id WHERE u.email = $1`, [staff]),
    ).toEqual([]);
  });

  it('cannot log in or reset a password, even with a password or a reset token it should never have had', async () => {
    const { id } = await staffRow();
    await server.database.db.execute(`UPDATE "user" SET password_hash = $2 WHERE id = $1`, [id, await hashPassword(testPassword)]);
    const login = await alike('/public/login', (username) => ({ username, password: testPassword }));
    expect(login.asStaff).toEqual(login.asUnknown);

    const token = 'forged-reset-token-for-a-staff-address-xx';
    await server.database.db.execute(
      `INSERT INTO reset_token (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
      [id, hashToken(token)],
    );
    const reset = await post('/public/reset-password', {
      username: staff,
      password: 'Brand-new-password-9',
      confirm_password: 'Brand-new-password-9',
      id: token,
    });
    expect(reset.status).toBe(400);
    expect(await server.database.db.query(`SELECT 1 FROM application WHERE user_id = $1`, [id])).toEqual([]);
  });
});
