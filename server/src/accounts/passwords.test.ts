import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForJson, signedInAgent, testPassword } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import { argon2Options, hashPassword, needsRehash, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are argon2id with the chosen cost, salted, and verify only the right password', async () => {
    const first = await hashPassword(testPassword);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
    expect(await hashPassword(testPassword)).not.toBe(first);
    expect(await verifyPassword(first, testPassword)).toBe(true);
    expect(await verifyPassword(first, `${testPassword} `)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('answer false for an account without a password', async () => {
    expect(await verifyPassword(null, testPassword)).toBe(false);
  });

  it('made with older settings need rehashing', async () => {
    expect(needsRehash(await hash(testPassword, { ...argon2Options, memoryCost: 19456, timeCost: 2 }))).toBe(true);
  });
});

describe('logging in with a hash made with older settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('replaces the hash with one made with the current settings', async () => {
    const { email } = await signedInAgent(server);
    const old = await hash(testPassword, { ...argon2Options, memoryCost: 19456, timeCost: 2 });
    await server.database.db.query('UPDATE "user" SET password_hash = $1 WHERE email = $2', [old, email]);
    expect((await postForJson(server, '/public/login', { username: email, password: testPassword })).status).toBe(200);
    const [{ password_hash }] = await server.database.db.query('SELECT password_hash FROM "user" WHERE email = $1', [email]);
    expect(needsRehash(password_hash as string)).toBe(false);
    expect((await postForJson(server, '/public/login', { username: email, password: testPassword })).status).toBe(200);
  });
});
