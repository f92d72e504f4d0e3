// Signed-in students for the benchmarks: created confirmed straight in the database, then signed in over HTTP as a browser would.
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../e2e/app-process';

/** A checkout's built server's own hashing, so that its logins verify these passwords. */
function hashPasswordOf(root: string): (password: string) => Promise<string> {
  return (
    createRequire(import.meta.url)(
      path.join(root, 'server/dist/server/src/accounts/passwords.js'),
    ) as typeof import('../../server/src/accounts/passwords')
  ).hashPassword;
}

const password = 'Benchmark-Password-42';

export interface SignedInStudents {
  /** One Cookie header per student. */
  cookies: string[];
  userIds: string[];
}

/**
 * `count` students named `{prefix}-{n}@example.com`, each signed in once (from an address of its own, as behind a proxy),
 * to the server built in the checkout at `root` (this one by default).
 */
export async function signInStudents(
  baseUrl: string,
  databaseUrl: string,
  count: number,
  prefix = 'bench',
  root = repoRoot,
): Promise<SignedInStudents> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const passwordHash = await hashPasswordOf(root)(password);
  const { rows } = await client.query<{ id: string; email: string }>(
    `INSERT INTO "user" (email, password_hash, confirmed_at)
     SELECT $3 || '-' || n || '@example.com', $1, now() FROM generate_series(1, $2::int) AS n RETURNING id, email`,
    [passwordHash, count, prefix],
  );
  await client.end();
  const cookies: string[] = [];
  for (const [index, { email }] of rows.entries()) {
    const response = await fetch(`${baseUrl}/public/login`, {
      method: 'POST',
      // As if from a classroom of its own each: the login rate limit per IP stays out of the way of later runs.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${process.pid % 256}.${index % 256}.${1 + Math.floor(index / 256)}`,
      },
      body: JSON.stringify({ username: email, password }),
    });
    if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer(); // the answer ends once the session is stored
    cookies.push(
      response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; '),
    );
  }
  return { cookies, userIds: rows.map((row) => row.id) };
}
