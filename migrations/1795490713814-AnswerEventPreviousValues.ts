// Adds answer_event.previous: the value each key of a save held before it, so that a bad write can be undone.
import { MigrationInterface, QueryRunner } from "typeorm";

export class AnswerEventPreviousValues1795490713814 implements MigrationInterface {
    name = 'AnswerEventPreviousValues1795490713814'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "answer_event"
            ADD "previous" jsonb NOT NULL DEFAULT '{}'
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "answer_event" DROP COLUMN "previous"
        `);
    }

}
