// TypeORM, for the schema only: the DataSource over the entities and the migrations, and applying or reverting migrations.
import 'reflect-metadata';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { unreachable } from '../config';

/** Compiled migrations sit at dist/migrations beside dist/server/src; sources at migrations/ beside server/src. */
const migrationsGlob = path.join(__dirname, '..', '..', '..', 'migrations', '*.{ts,js}');

export interface SchemaOptions {
  /** The entity classes: only generating a migration compares them with the database. */
  entities?: DataSourceOptions['entities'];
  /** Tests hand the migrations over as classes (Vitest's transform cannot reach TypeORM's glob loading). */
  migrations?: DataSourceOptions['migrations'];
}

export function createDataSource(databaseUrl: string, options: SchemaOptions = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url: databaseUrl,
    entities: options.entities ?? [],
    migrations: options.migrations ?? [migrationsGlob],
    migrationsTableName: 'migrations',
    uuidExtension: 'pgcrypto',
    migrationsTransactionMode: 'each',
    extra: { connectionTimeoutMillis: 5000 },
  });
}

/** Opens a DataSource for the migrations' work alone, and closes it. */
async function withDataSource<T>(
  databaseUrl: string,
  migrations: SchemaOptions['migrations'],
  work: (dataSource: DataSource) => Promise<T>,
): Promise<T> {
  const dataSource = createDataSource(databaseUrl, { migrations });
  try {
    await dataSource.initialize();
  } catch (error) {
    throw unreachable('PostgreSQL', databaseUrl, error);
  }
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** Applies the pending migrations, each in its own transaction; answers their names. */
export function runMigrations(databaseUrl: string, migrations?: SchemaOptions['migrations']): Promise<string[]> {
  return withDataSource(databaseUrl, migrations, async (dataSource) =>
    (await dataSource.runMigrations({ transaction: 'each' })).map((migration) => migration.name),
  );
}

/** Reverts the most recently applied migration; answers its name, or null when none is applied. */
export function revertLastMigration(databaseUrl: string): Promise<string | null> {
  return withDataSource(databaseUrl, undefined, async (dataSource) => {
    const [last] = (await dataSource.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1').catch(() => [])) as {
      name: string;
    }[];
    await dataSource.undoLastMigration({ transaction: 'each' });
    return last ? last.name : null;
  });
}
