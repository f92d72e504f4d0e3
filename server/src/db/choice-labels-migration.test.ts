// The data migration that re-derives every stored choice's label from its option, reporting values that are no option.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validApplication } from '../../../form/src/testing/valid-application';
import { ChoiceLabelsFromOptions1795850000000 } from '../../../migrations/1795850000000-ChoiceLabelsFromOptions';
import { ApplicationService } from '../applications/service';
import { postedTo } from '../testing/application-requests';
import { createTestDatabase, migrationClasses, type TestDatabase } from '../testing/database';
import { createStudent } from '../testing/students';
import { createDataSource } from './migrations';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('ChoiceLabelsFromOptions', () => {
  it("replaces a label a client sent with its option's, and reports (keeps) a value that is no option", async () => {
    const posted = postedTo(new ApplicationService(database.db));
    const ada = await createStudent(database.db, 'forged@example.com');
    const { id } = await posted.save(ada, { first_name: 'Ada', citizenship_type: validApplication.citizenship_type });
    // As saved before the server derived labels: a forged label, and a value no option names with a label of its own.
    await database.db.query(`UPDATE application SET answers = answers || $2::jsonb WHERE id = $1`, [
      id,
      JSON.stringify({ citizenship_type_desc: 'U.S. Citizen (verified by registrar)', gender: 'ZZ', gender_desc: 'Female' }),
    ]);

    const report = vi.spyOn(console, 'log').mockImplementation(() => {});
    const dataSource = createDataSource(database.url, { migrations: migrationClasses });
    await dataSource.initialize();
    const runner = dataSource.createQueryRunner();
    let reported = '';
    try {
      await new ChoiceLabelsFromOptions1795850000000().up(runner);
      reported = report.mock.calls.flat().join('\n');
    } finally {
      await runner.release();
      await dataSource.destroy();
      report.mockRestore();
    }

    const [{ answers }] = await database.db.query<{ answers: Record<string, unknown> }>(`SELECT answers FROM application WHERE id = $1`, [
      id,
    ]);
    expect(answers).toMatchObject({
      first_name: 'Ada',
      citizenship_type: validApplication.citizenship_type,
      citizenship_type_desc: validApplication.citizenship_type_desc,
      gender: 'ZZ',
      gender_desc: 'Female',
    });
    expect(reported).toContain(`application ${id} holds "ZZ" at gender, which is no option`);
  });
});
