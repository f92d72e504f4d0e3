// Staff API tokens for the e2e tests, made as staff make them: by the command line's staff:create.
import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { repoRoot } from './app-process';

type Role = 'admin' | 'reader';

/** The command line's arguments creating (or finding) `email` as a member of staff (an admin unless `role` says reader). */
const createArgs = (email: string, role?: Role) => [
  path.join(repoRoot, 'server', 'dist', 'server', 'src', 'cli.js'),
  'staff:create',
  email,
  ...(role ? ['--role', role] : []),
];

/** The token the command line printed last. */
const tokenOf = (stdout: string) => stdout.trim().split('\n').at(-1)!;

/** Creates (or finds) the staff member `email` in the database at `databaseUrl`, and answers a new token of theirs. */
export function staffToken(databaseUrl: string, email: string, role?: Role): string {
  const result = spawnSync(process.execPath, createArgs(email, role), {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return tokenOf(result.stdout);
}

/** staffToken for several members at once (each command line starts beside the others), by e-mail. */
export async function staffTokens(databaseUrl: string, members: Record<string, Role>): Promise<Record<string, string>> {
  const made = await Promise.all(
    Object.entries(members).map(async ([email, role]) => {
      const { stdout } = await promisify(execFile)(process.execPath, createArgs(email, role), {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      });
      return [email, tokenOf(stdout)] as const;
    }),
  );
  return Object.fromEntries(made);
}
