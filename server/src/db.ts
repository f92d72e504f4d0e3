// The TypeORM DataSource, and creating the database named in DATABASE_URL when it does not exist yet.
import 'reflect-metadata';
import path from 'node:path';
import { Client, type Pool } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ConfirmationCode, LoginEvent, ResetToken, User } from './accounts/entity';
import { applicationEntities } from './applications/entity';
import { LookupData, LookupPlace } from './lookup/entity';
import { ConfigError, redactUrl } from './config';

export const entities = [User, ConfirmationCode, ResetToken, LoginEvent, ...applicationEntities, LookupPlace, LookupData];

/** Compiled migrations sit at dist/migrations beside dist/server/src; sources at migrations/ beside server/src. */
const migrationsGlob = path.join(__dirname, '..', '..', 'migrations', '*.{ts,js}');

export function createDataSource(databaseUrl: string, migrations: DataSourceOptions['migrations'] = [migrationsGlob]) {
  return new DataSource({
    type: 'postgres',
    url: databaseUrl,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    uuidExtension: 'pgcrypto',
    migrationsTransactionMode: 'each',
    extra: {
      max: 20,
      connectionTimeoutMillis: 5000,
      // Lookup searches (lookup/service.ts) take words at a trigram word similarity of 0.3 (pg_trgm's default is
      // 0.6), so that a typo such as "Stanfrod" still finds its school.
      options: '-c pg_trgm.word_similarity_threshold=0.3',
    },
  });
}

/** The initialized DataSource's own pg pool, for statements that need no entity mapping (sessions, the saving path). */
export function pgPool(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}

/** Explains a connection failure in one line, naming the server it tried. */
export function unreachable(service: string, url: string, error: unknown): ConfigError {
  const { code, message } = error as { code?: string; message?: string };
  const reason =
    code === 'ECONNREFUSED'
      ? 'connection refused'
      : code === 'ENOTFOUND'
        ? 'host not found'
        : code === 'ETIMEDOUT'
          ? 'timed out'
          : (message ?? String(error));
  return new ConfigError(`cannot reach ${service} at ${redactUrl(url)}: ${reason}`);
}

/** Connects to the server's maintenance database and creates the application's database if it is missing. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) throw new ConfigError(`invalid DATABASE_URL: ${redactUrl(databaseUrl)} names no database`);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
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
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
