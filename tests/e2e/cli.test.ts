import { spawnSync } from 'node:child_process';
import path from 'node:path';
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

  it('fails with a message on standard error for an unknown command', () => {
    const result = cli('frobnicate');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("unknown command 'frobnicate'");
  });
});
