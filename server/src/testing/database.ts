// Gives a test file a PostgreSQL database of its own, migrated, and drops it afterwards.
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, dropDatabase, ensureDatabase } from '../db';

/** Vitest's transform cannot reach TypeORM's own glob loading, so migrations are handed over as classes. */
const migrationModules = import.meta.glob<Record<string, new () => unknown>>('../../../migrations/*.ts', { eager: true });
export const migrationClasses = Object.values(migrationModules).flatMap((module) => Object.values(module));

export const testServerUrl = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

export function testDatabaseUrl(): string {
  return `${testServerUrl}/test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  await ensureDatabase(url);
  const dataSource = createDataSource(url, migrationClasses);
  await dataSource.initialize();
  if (options.migrate !== false) await dataSource.runMigrations({ transaction: 'each' });
  return {
    url,
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await dropDatabase(url);
    },
  };
}
