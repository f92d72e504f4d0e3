// Creates the database named in DATABASE_URL when it does not exist yet, and drops one (tests and benchmarks).
import { Client } from 'pg';
import { ConfigError, redactUrl, unreachable } from '../config';

/** A client of the server's maintenance database, and the name of the database that `databaseUrl` names. */
function maintenance(databaseUrl: string): { client: Client; name: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  return { client: new Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 }), name };
}

/** Connects to the server's maintenance database and creates the application's database if it is missing. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const { client, name } = maintenance(databaseUrl);
  if (!name) throw new ConfigError(`invalid DATABASE_URL: ${redactUrl(databaseUrl)} names no database`);
  try {
    await client.connect();
  } catch (error) {
    throw unreachable('PostgreSQL', databaseUrl, error);
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Drops a database (used by tests that made their own). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const { client, name } = maintenance(databaseUrl);
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
