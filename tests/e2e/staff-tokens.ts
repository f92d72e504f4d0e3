// Staff made as staff make them, for the e2e tests: by the command line (staff:create's API token, staff:invite's link).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import { repoRoot } from './app-process';

/** Runs the command line on the database at `databaseUrl` and answers the last line it printed (a token, a link). */
export function staffCommand(databaseUrl: string, ...args: string[]): string {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'server', 'dist', 'server', 'src', 'cli.js'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim().split('\n').at(-1)!;
}

/** Creates (or finds) the staff user `email` in the database at `databaseUrl`, and answers a new token of theirs. */
export function staffToken(databaseUrl: string, email: string): string {
  return staffCommand(databaseUrl, 'staff:create', email);
}
