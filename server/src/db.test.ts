import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDatabase, dropDatabase } from './db';
import { createTestDatabase, testDatabaseUrl } from './testing/database';

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
    try {
      const { dataSource } = database;
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      expect(applied.length).toBeGreaterThan(0);
      expect(await dataSource.showMigrations()).toBe(false);
      await dataSource.query(`INSERT INTO "user" (email) VALUES ('student@example.com')`);
      await expect(dataSource.query(`INSERT INTO "user" (email) VALUES ('Student@Example.com')`)).rejects.toThrow(
        /user_email_lowercase/,
      );
      await dataSource.query(`DELETE FROM "user"`);
      for (let i = 0; i < applied.length; i++) await dataSource.undoLastMigration({ transaction: 'each' });
      const tables = await dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
      );
      expect(tables).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
