// Staff made as staff make them, for the e2e tests: by the command line (staff:create's API token, staff:invite's link).
import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { repoRoot } from './app-process';

type Role = 'admin' | 'reader';

const cliScript = path.join(repoRoot, 'server', 'dist', 'server', 'src', 'cli.js');

/** The command line's arguments creating (or finding) `email` as a member of staff (an admin unless `role` says reader). */
const createArgs = (email: string, role?: Role) => ['staff:create', email, ...(role ? ['--role', role] : [])];

/** The last line the command line printed (a token, a link). */
const lastLineOf = (stdout: string) => stdout.trim().split('\n').at(-1)!;

/** Runs the command line on the database at `databaseUrl` and answers the last line it printed. */
export function staffCommand(databaseUrl: string, ...args: string[]): string {
  const result = spawnSync(process.execPath, [cliScript, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return lastLineOf(result.stdout);
}

/** Creates (or finds) the staff member `email` in the database at `databaseUrl`, and answers a new token of theirs. */
export function staffToken(databaseUrl: string, email: string, role?: Role): string {
  return staffCommand(databaseUrl, ...createArgs(email, role));
}

/** staffToken for several members at once (each command line starts beside the others), by e-mail. */
export async function staffTokens(databaseUrl: string, members: Record<string, Role>): Promise<Record<string, string>> {
  const made = await Promise.all(
    Object.entries(members).map(async ([email, role]) => {
      const { stdout } = await promisify(execFile)(process.execPath, [cliScript, ...createArgs(email, role)], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      });
      return [email, lastLineOf(stdout)] as const;
    }),
  );
  return Object.fromEntries(made);
}
