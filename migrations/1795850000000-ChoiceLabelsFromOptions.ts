// Every stored choice's label (`{key}_desc`) re-derived from the option its value names, as the server now derives it on
// every write: a label a client once sent of its own is replaced. A value that is no option of its question is reported
// (on standard output, with its application's id) and left as it is, with its label: nothing a student gave is dropped.
import { labelledChoices, type Answers } from "@transfer/form";
import { MigrationInterface, QueryRunner } from "typeorm";

/** Applications read and written this many at a time, so that no table of any size is held in memory. */
const batchSize = 500;

export class ChoiceLabelsFromOptions1795850000000 implements MigrationInterface {
    name = 'ChoiceLabelsFromOptions1795850000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        let after = '00000000-0000-0000-0000-000000000000';
        for (;;) {
            const rows: { id: string; answers: Answers }[] = await queryRunner.query(
                `SELECT id, answers FROM application WHERE id > $1 ORDER BY id LIMIT ${batchSize}`,
                [after],
            );
            if (rows.length === 0) return;
            for (const { id, answers } of rows) {
                const { patch, problems } = labelledChoices({}, answers);
                const relabelled = Object.fromEntries(
                    Object.entries(patch).filter(([key, value]) => key.endsWith('_desc') && answers[key] !== value),
                );
                if (Object.keys(relabelled).length > 0) {
                    await queryRunner.query(`UPDATE application SET answers = answers || $2::jsonb WHERE id = $1`, [id, JSON.stringify(relabelled)]);
                }
                for (const problem of problems) {
                    console.log(`choice labels: application ${id} holds ${JSON.stringify(answers[problem.key])} at ${problem.key}, which is no option of its question; kept as it is`);
                }
            }
            after = rows[rows.length - 1].id;
        }
    }

    public async down(): Promise<void> {
        // The labels derived are the options' own: there is nothing to restore.
    }
}
