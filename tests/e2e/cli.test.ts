import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './app-process';

const cliScript = path.join(repoRoot, 'server', 'dist', 'server', 'src', 'cli.js');
const serverUrl = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const databaseName = `cli_${process.pid}_${randomBytes(4).toString('hex')}`;

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [cliScript, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: `${serverUrl}/${databaseName}` },
    encoding: 'utf8',
  });
  return { ...result, answer: result.stdout.trim().split('\n').at(-1) };
}

describe('the command line', () => {
  afterAll(async () => {
    const client = new Client({ connectionString: `${serverUrl}/postgres` });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await client.end();
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

  it('fails with a message on standard error for an unknown command', () => {
    const result = cli('frobnicate');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("unknown command 'frobnicate'");
  });
});
