import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './app-process';
import { dropDatabase, throwawayDatabaseUrl } from './databases';

const cliScript = path.join(repoRoot, 'server', 'dist', 'server', 'src', 'cli.js');
const databaseUrl = throwawayDatabaseUrl('cli');

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [cliScript, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  return { ...result, answer: result.stdout.trim().split('\n').at(-1) };
}

describe('the command line', () => {
  afterAll(async () => {
    await dropDatabase(databaseUrl);
  });

  it('lists its commands with --help', () => {
    const result = cli('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('migrate');
    expect(result.stdout).toContain('migrate:revert');
  });

  it('creates the database, applies migrations, reverts the last one and applies it again', () => {
    const first = cli('migrate');
    expect(first.status).toBe(0);
    expect(first.answer).toMatch(/^applied CreateUser\d+/);
    expect(cli('migrate').answer).toBe('no pending migrations');
    const reverted = cli('migrate:revert');
    expect(reverted.status).toBe(0);
    expect(reverted.answer).toMatch(/^reverted \w+\d+$/);
    expect(cli('migrate').answer).toMatch(/^applied /);
  });

  it("prints a service token reading a student's application, and refuses an unknown student on standard error", async () => {
    expect(cli('migrate').status).toBe(0);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`INSERT INTO "user" (email, confirmed_at) VALUES ('ada@example.com', now())`);
      const minted = cli('service-token', 'Ada@Example.com');
      expect(minted.status).toBe(0);
      expect(minted.answer).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const hash = createHash('sha256').update(minted.answer!).digest('base64url');
      const { rows } = await client.query(
        `SELECT t.purpose, u.email, t.expires_at > now() + interval '50 minutes' AS lasting FROM service_token t
         JOIN application a ON a.id = t.application_id JOIN "user" u ON u.id = a.user_id WHERE t.token_hash = $1`,
        [hash],
      );
      expect(rows).toEqual([{ purpose: 'staff', email: 'ada@example.com', lasting: true }]);
    } finally {
      await client.end();
    }
    const unknown = cli('service-token', 'nobody@example.com');
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toContain('no student account with the e-mail address nobody@example.com');
    expect(unknown.stdout).not.toMatch(/[A-Za-z0-9_-]{43}/);
  }, 120_000);

  it('fails with a message on standard error for an unknown command', () => {
    const result = cli('frobnicate');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("unknown command 'frobnicate'");
  });
});
