// A staff API token for the e2e tests, made as staff make one: by the command line's staff:create.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';
import { repoRoot } from './app-process';

/** Creates (or finds) the staff user `email` in the database at `databaseUrl`, and answers a new token of theirs. */
export function staffToken(databaseUrl: string, email: string): string {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'server', 'dist', 'server', 'src', 'cli.js'), 'staff:create', email], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim().split('\n').at(-1)!;
}
