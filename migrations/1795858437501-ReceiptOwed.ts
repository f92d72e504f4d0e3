// The receipt owed: when each submission's receipt reached the mail server, null while it is owed. Applications submitted
// before were sent theirs by the request that submitted them, so they are marked sent as of their submission.
import { MigrationInterface, QueryRunner } from "typeorm";

export class ReceiptOwed1795858437501 implements MigrationInterface {
    name = 'ReceiptOwed1795858437501'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "application"
            ADD "receipt_sent_at" TIMESTAMP WITH TIME ZONE
        `);
        await queryRunner.query(`
            UPDATE "application" SET "receipt_sent_at" = "submitted_at" WHERE "submitted_at" IS NOT NULL
        `);
        await queryRunner.query(`
            CREATE INDEX "application_receipt_owed" ON "application" ("receipt_sent_at")
            WHERE "submitted_at" IS NOT NULL
                AND "receipt_sent_at" IS NULL
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."application_receipt_owed"
        `);
        await queryRunner.query(`
            ALTER TABLE "application" DROP COLUMN "receipt_sent_at"
        `);
    }

}
