// The app's own PostgreSQL pool and the one way every service reaches it: typed queries, prepared statements, transactions, COPY.
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Pool, type QueryConfig, type QueryResult } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import QueryStream from 'pg-query-stream';

/** A fixed statement, prepared once per connection under its name: Postgres parses and plans it only once. */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

const preparedTexts = new Map<string, string>();

/**
 * Names a fixed statement, so that it is prepared (what keeps the saving path fast). A statement whose best plan
 * depends on its values (the lookups' LIKE prefixes) stays plain text instead, planned with them every time.
 */
export function prepared(name: string, text: string): Statement {
  const known = preparedTexts.get(name);
  if (known !== undefined && known !== text) throw new Error(`two different statements are named ${name}`);
  preparedTexts.set(name, text);
  return { name, text };
}

/** Plain text (planned with its values every time) or a prepared statement. */
export type Sql = string | Statement;

/**
 * A row's type is the entity's: statements select their columns under the entity's property names
 * (`password_hash AS "passwordHash"`), so each table's shape is declared once, in its entity.ts.
 */
export interface Queries {
  /** The rows one statement answers. */
  query<Row = Record<string, unknown>>(sql: Sql, values?: readonly unknown[]): Promise<Row[]>;
  /** How many rows one statement inserted, changed or deleted. */
  execute(sql: Sql, values?: readonly unknown[]): Promise<number>;
}

export interface Transaction extends Queries {
  /** Streams `source` into a `COPY … FROM STDIN` statement. */
  copyFrom(sql: string, source: Readable): Promise<void>;
}

export interface Database extends Queries {
  /** The pool itself, for a library that takes one (the session store, connect-pg-simple). */
  readonly pool: Pool;
  /**
   * The rows of one statement through a cursor, `batchSize` at a time, on a connection held while they are read:
   * never all of them in memory (exports).
   */
  stream<Row = Record<string, unknown>>(sql: string, values?: readonly unknown[], batchSize?: number): AsyncGenerator<Row>;
  /** Runs `work` on one connection in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** What both a pool and one of its connections answer. */
interface Runner {
  query(config: QueryConfig): Promise<QueryResult>;
}

function configOf(sql: Sql, values: readonly unknown[] | undefined): QueryConfig {
  const parameters = values as unknown[] | undefined;
  return typeof sql === 'string' ? { text: sql, values: parameters } : { name: sql.name, text: sql.text, values: parameters };
}

function queriesOver(runner: Runner): Queries {
  return {
    query: async <Row>(sql: Sql, values?: readonly unknown[]) => (await runner.query(configOf(sql, values))).rows as Row[],
    execute: async (sql, values) => (await runner.query(configOf(sql, values))).rowCount ?? 0,
  };
}

/** How many connections a pool opens at most, how long a caller waits for one, and how long one statement may run (no limit by default). */
export interface PoolSize {
  max: number;
  waitMs: number;
  statementTimeoutMs?: number;
}

/** The app's own pool: sessions, saves and everything else a student waits for. */
export const mainPool: PoolSize = { max: 20, waitMs: 5000 };

/**
 * The searches' pool, apart: visitors search without an account, so however many searches arrive at once they wait
 * for these few connections, never for the ones sessions and saves use, and none runs longer than a second (a search
 * takes a few milliseconds; BENCHMARKS.md).
 */
export const lookupPool: PoolSize = { max: 4, waitMs: 1000, statementTimeoutMs: 1000 };

/** Whether `error` says the database is too busy rather than broken: a statement past its timeout, or no connection in time. */
export function isDatabaseBusy(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  // 57014: query_canceled, which statement_timeout raises; the message is pg-pool's for a wait past waitMs.
  return code === '57014' || message === 'timeout exceeded when trying to connect';
}

/** Whether `error` is PostgreSQL refusing text it cannot store (NUL, or bytes no character of UTF-8): bad input, not a fault. */
export function isUnstorableText(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  // 22P05: untranslatable_character (\u0000 in jsonb); 22021: character_not_in_repertoire (a lone surrogate, NUL in text).
  return code === '22P05' || code === '22021';
}

/** Connects lazily: the first statement opens the first connection. */
export function createDatabase(databaseUrl: string, size: PoolSize = mainPool): Database {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: size.max,
    connectionTimeoutMillis: size.waitMs,
    // Lookup searches (lookup/sql.ts) take words at a trigram word similarity of 0.3 (pg_trgm's default is 0.6), so
    // that a typo such as "Stanfrod" still finds its school.
    options: [
      '-c pg_trgm.word_similarity_threshold=0.3',
      ...(size.statementTimeoutMs ? [`-c statement_timeout=${size.statementTimeoutMs}`] : []),
    ].join(' '),
  });
  // An idle connection that the server ends (a restart, a dropped test database) must not end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  let closing: Promise<void> | undefined;
  return {
    pool,
    ...queriesOver(pool),
    async *stream<Row>(sql: string, values?: readonly unknown[], batchSize = 500) {
      const client = await pool.connect();
      let finished = false;
      try {
        for await (const row of client.query(new QueryStream(sql, values as unknown[] | undefined, { batchSize }))) yield row as Row;
        finished = true;
      } finally {
        // A cursor left open (the reader stopped early, or the read failed) goes with its connection, never handed on.
        client.release(!finished);
      }
    },
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work({
          ...queriesOver(client),
          copyFrom: (sql, source) => pipeline(source, client.query(copyFrom(sql))),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        // A connection that could not roll back is closed rather than handed to the next caller.
        client.release(broken);
      }
    },
    close: () => (closing ??= pool.end()),
  };
}
