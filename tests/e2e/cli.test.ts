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
      // A confirmed student, with the application their confirmation opened.
      await client.query(
        `WITH ada AS (INSERT INTO "user" (email, confirmed_at) VALUES ('ada@example.com', now()) RETURNING id)
         INSERT INTO application (user_id) SELECT id FROM ada`,
      );
      const minted = cli('service-token', 'Ada@Example.com');
      expect(minted.status).toBe(0);
      expect(minted.answer).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The whole service URL comes just before it, ready to open.
      expect(minted.stdout.trim().split('\n').at(-2)).toMatch(new RegExp(`^http://\\S+/about\\?service_token=${minted.answer}$`));
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
    // A staff member's address is no student's: refused, and no application is made for it.
    expect(cli('staff:create', 'dean@example.edu').status).toBe(0);
    const staff = cli('service-token', 'dean@example.edu');
    expect(staff.status).toBe(1);
    expect(staff.stderr).toContain('no student account with the e-mail address dean@example.edu');
  }, 120_000);

  it('fails with a message on standard error for an unknown command', () => {
    const result = cli('frobnicate');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("unknown command 'frobnicate'");
  });
});

describe('the staff commands', () => {
  it('creates a staff token (the last line) for some days, lists them, revokes them (how many), and refuses an unknown address on standard error', () => {
    const created = cli('staff:create', 'Officer@Example.edu');
    expect(created.status, created.stderr).toBe(0);
    expect(created.answer).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    const brief = cli('staff:create', 'officer@example.edu', '--days', '7');
    expect(brief.answer).not.toBe(created.answer);
    const day = 24 * 3600_000;
    const listed = cli('staff:tokens', 'officer@example.edu').stdout.trim().split('\n');
    expect(listed).toHaveLength(2);
    const expiry = (line: string) => new Date(/expires (\S+)/.exec(line)![1]).getTime() - Date.now();
    expect(listed[0]).toMatch(new RegExp(`^${brief.answer!.split('.')[0]}  created \\S+  expires \\S+  last used never  live$`));
    expect(expiry(listed[0])).toBeGreaterThan(7 * day - 60_000);
    expect(expiry(listed[0])).toBeLessThanOrEqual(7 * day);
    expect(expiry(listed[1])).toBeGreaterThan(89 * day);
    expect(cli('staff:create', 'officer@example.edu', '--days', '0').status).not.toBe(0);
    expect(cli('staff:revoke', 'officer@example.edu').answer).toBe('revoked 2');
    expect(cli('staff:tokens', 'officer@example.edu').stdout).toMatch(/ {2}revoked \S+\n.* {2}revoked \S+\n$/);
    expect(cli('staff:revoke', 'officer@example.edu').answer).toBe('revoked 0');
    const unknown = cli('staff:revoke', 'nobody@example.edu');
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toContain('No staff member has the e-mail nobody@example.edu.');
  }, 180_000);

  it('exports applications as CSV with a header row, formulas neutralised, progress on standard error', () => {
    const seeded = spawnSync('psql', [
      databaseUrl,
      '-qc',
      `
      INSERT INTO "user" (email, confirmed_at) VALUES ('csv@example.com', now());
      INSERT INTO application (user_id, answers) SELECT id, '{"first_name": "=SUM(A1)", "last_name": "Plain"}' FROM "user" WHERE email = 'csv@example.com';`,
    ]);
    expect(seeded.status, String(seeded.stderr)).toBe(0);
    const csv = cli('applications:export', '--format', 'csv');
    expect(csv.status, csv.stderr).toBe(0);
    const lines = csv.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^id,username,web_status,statuses,created_at,submitted_at,/);
    expect(lines[1]).toContain(",'=SUM(A1),,Plain,");
    expect(csv.stderr).toContain('exported 1 applications');
    const json = cli('applications:export', '--format', 'json', '--status', 'submitted');
    expect(json.stdout).toBe('');
    expect(cli('applications:export', '--format', 'xml').status).not.toBe(0);
  }, 180_000);
});
