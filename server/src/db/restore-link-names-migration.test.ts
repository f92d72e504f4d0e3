// The migration that renames anonymous_answers to restore_link in place: a link kept before it still restores after it,
// and after it is reverted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreLinkNames1795860549718 } from '../../../migrations/1795860549718-RestoreLinkNames';
import { ApplicationService } from '../applications/service';
import { createTestDatabase, migrationClasses, type TestDatabase } from '../testing/database';
import { createDataSource } from './migrations';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Runs the migration's `up` or `down` on the test database. */
async function run(direction: 'up' | 'down'): Promise<void> {
  const dataSource = createDataSource(database.url, { migrations: migrationClasses });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await new RestoreLinkNames1795860549718()[direction](runner);
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

/** The table's own relations (the table, its primary key, its indexes), by name. */
async function relations(): Promise<string[]> {
  const rows = await database.db.query<{ relname: string }>(
    `SELECT relname FROM pg_class WHERE relname LIKE 'anonymous_answers%' OR relname LIKE 'restore_link%' ORDER BY relname`,
  );
  return rows.map((row) => row.relname);
}

describe('RestoreLinkNames', () => {
  it('keeps every restore link through down and up, only the names change', async () => {
    const applications = new ApplicationService(database.db);
    const token = await applications.createRestoreLink({ first_name: 'Visitor' }, '192.0.2.1');

    await run('down');
    expect(await relations()).toEqual([
      'anonymous_answers',
      'anonymous_answers_expires_at',
      'anonymous_answers_pkey',
      'anonymous_answers_token_hash_key',
    ]);
    expect(await database.db.query(`SELECT answers FROM anonymous_answers`)).toEqual([{ answers: { first_name: 'Visitor' } }]);

    await run('up');
    expect(await relations()).toEqual(['restore_link', 'restore_link_expires_at', 'restore_link_pkey', 'restore_link_token_hash_key']);
    expect(await applications.restoreLinkAnswers(token)).toEqual({ first_name: 'Visitor' });
  });
});
