// The saving benchmark's bare baseline: Node's http and pg, no framework, the service's own statements (read the row, merge + audit at its version, or locked when the version moved).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/** The built server's statement and message, so that the baseline does exactly what the service's save does. */
const load = createRequire(import.meta.url);
const { applicationStatements } = load(
  '../../server/dist/server/src/applications/sql.js',
) as typeof import('../../server/src/applications/sql');
const { mainPool } = load('../../server/dist/server/src/db/database.js') as typeof import('../../server/src/db/database');
const { answersSavedMessage } = load(
  '../../server/dist/server/src/applications/messages.js',
) as typeof import('../../server/src/applications/messages');

/** The same pool size as the server's own pool (server/src/db/database.ts). */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: mainPool.max });

/** Who is saving: the `student` cookie carries the user id, so there is no session to look up. */
function studentOf(cookie: string | undefined): string | undefined {
  return /(?:^|;\s*)student=([0-9a-f-]{36})/.exec(cookie ?? '')?.[1];
}

/**
 * The service's save: the row read, then the merge at the version read; when another save moved the version meanwhile
 * (a student's saves overlapping), the merge on the row locked in a transaction, as the service's locked path does. Each statement
 * is prepared once per connection under its name, as the service prepares them.
 */
async function save(userId: string, answers: Record<string, unknown>): Promise<boolean> {
  const parameters = [userId, JSON.stringify(answers), Object.keys(answers), new Date()];
  const { rows } = await pool.query<{ version: number }>({ ...applicationStatements.find, values: [userId] });
  if (rows.length === 0) return false;
  const atVersion = await pool.query({ ...applicationStatements.saveAtVersion, values: [...parameters, rows[0].version] });
  if (atVersion.rowCount === 1) return true;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query({ ...applicationStatements.findLocked, values: [userId] });
    const merged = await client.query({ ...applicationStatements.merge, values: parameters });
    await client.query('COMMIT');
    return merged.rowCount === 1;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

const server = createServer((req, res) => {
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const userId = studentOf(req.headers.cookie);
  if (req.method !== 'PUT' || req.url !== '/api/answer') return answer(404, { message: 'Not found.' });
  if (!userId) return answer(401, { message: 'No student.' });
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const answers = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    save(userId, answers)
      .then((saved) => (saved ? answer(200, { message: answersSavedMessage }) : answer(404, { message: 'No application.' })))
      .catch((error: unknown) => answer(500, { message: String(error) }));
  });
});

server.listen(0, '127.0.0.1', () => {
  console.log(`baseline listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
