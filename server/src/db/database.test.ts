import { Readable } from 'node:stream';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, migrationClasses, testDatabaseUrl, type TestDatabase } from '../testing/database';
import { dropDatabase, ensureDatabase } from './admin';
import { prepared } from './database';
import { createDataSource } from './migrations';

async function databaseExists(url: string): Promise<boolean> {
  const name = new URL(url).pathname.slice(1);
  const client = new Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('the database', () => {
  const url = testDatabaseUrl();
  afterAll(() => dropDatabase(url));

  it('is created when missing, and left alone when present', async () => {
    expect(await databaseExists(url)).toBe(false);
    await ensureDatabase(url);
    expect(await databaseExists(url)).toBe(true);
    await ensureDatabase(url);
    expect(await databaseExists(url)).toBe(true);
  });

  it('names an unreachable server in one line', async () => {
    await expect(ensureDatabase('postgres://postgres:pw@127.0.0.1:1/transfer_app')).rejects.toThrow(
      'cannot reach PostgreSQL at postgres://postgres:***@127.0.0.1:1/transfer_app: connection refused',
    );
  });

  it('applies every migration and reverts them all, leaving an empty schema', async () => {
    const database = await createTestDatabase({ migrate: false });
    const dataSource = createDataSource(database.url, { migrations: migrationClasses });
    await dataSource.initialize();
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      expect(applied.length).toBeGreaterThan(0);
      expect(await dataSource.showMigrations()).toBe(false);
      await dataSource.query(`INSERT INTO "user" (email) VALUES ('student@example.com')`);
      await expect(dataSource.query(`INSERT INTO "user" (email) VALUES ('Student@Example.com')`)).rejects.toThrow(/user_email_lowercase/);
      await dataSource.query(`DELETE FROM "user"`);
      for (let i = 0; i < applied.length; i++) await dataSource.undoLastMigration({ transaction: 'each' });
      const tables = await dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
      );
      expect(tables).toEqual([]);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });
});

describe('the data-access helper', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    await database.db.query('CREATE TABLE note (id int PRIMARY KEY, text text NOT NULL)');
  });
  afterAll(() => database.drop());

  const texts = async () => (await database.db.query<{ text: string }>('SELECT text FROM note ORDER BY id')).map((row) => row.text);

  it('answers typed rows and counts of changed rows, with plain and prepared statements alike', async () => {
    const insert = prepared('test-note-insert', 'INSERT INTO note (id, text) VALUES ($1, $2)');
    expect(await database.db.execute(insert, [1, 'one'])).toBe(1);
    expect(await database.db.execute(insert, [2, 'two'])).toBe(1);
    const [row] = await database.db.query<{ id: number; text: string }>('SELECT id, text FROM note WHERE id = $1', [2]);
    expect(row).toEqual({ id: 2, text: 'two' });
    expect(await database.db.execute('DELETE FROM note')).toBe(2);
  });

  it('refuses two different statements under one name', () => {
    prepared('test-same-name', 'SELECT 1');
    expect(prepared('test-same-name', 'SELECT 1')).toEqual({ name: 'test-same-name', text: 'SELECT 1' });
    expect(() => prepared('test-same-name', 'SELECT 2')).toThrow(/two different statements are named test-same-name/);
  });

  it('commits a transaction that resolves, and leaves nothing of one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(`INSERT INTO note (id, text) VALUES (10, 'kept')`);
      expect(await tx.query('SELECT 1 FROM note WHERE id = 10')).toHaveLength(1);
    });
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(`INSERT INTO note (id, text) VALUES (11, 'lost')`);
      await tx.execute(`INSERT INTO note (id, text) VALUES (10, 'a second 10')`);
    });
    await expect(failed).rejects.toThrow(/note_pkey/);
    expect(await texts()).toEqual(['kept']);
    await database.db.execute('DELETE FROM note');
  });

  it('copies CSV into a table inside a transaction', async () => {
    await database.db.transaction((tx) =>
      tx.copyFrom('COPY note (id, text) FROM STDIN (FORMAT csv)', Readable.from(['20,twenty\n21,"twenty, one"\n'])),
    );
    expect(await texts()).toEqual(['twenty', 'twenty, one']);
  });
});
