// Gives a test file a PostgreSQL database of its own, migrated, and drops it afterwards.
import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '../db/admin';
import { createDatabase, type Database } from '../db/database';
import { runMigrations } from '../db/migrations';

/** Vitest's transform cannot reach TypeORM's own glob loading, so migrations are handed over as classes. */
const migrationModules = import.meta.glob<Record<string, new () => unknown>>('../../../migrations/*.ts', { eager: true });
export const migrationClasses = Object.values(migrationModules).flatMap((module) => Object.values(module));

export const testServerUrl = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

export interface TestDatabase {
  url: string;
  /** The app's own kind of pool on it, as the services use it. */
  db: Database;
  drop(): Promise<void>;
}

export function testDatabaseUrl(): string {
  return `${testServerUrl}/test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  await ensureDatabase(url);
  if (options.migrate !== false) await runMigrations(url, migrationClasses);
  const db = createDatabase(url);
  return {
    url,
    db,
    drop: async () => {
      await db.close();
      await dropDatabase(url);
    },
  };
}
