// The student's own PDF copy masks the SSN, the staff's keeps it whole: a second storage key; every PDF made before
// (one copy, the SSN whole) is made again, so that no student downloads a copy with the whole SSN.
import { MigrationInterface, QueryRunner } from "typeorm";

export class StudentPdfCopy1795728119550 implements MigrationInterface {
    name = 'StudentPdfCopy1795728119550'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "application_pdf"
            ADD "student_storage_key" text
        `);
        await queryRunner.query(`
            UPDATE "application_pdf"
            SET "status" = 'UNPROCESSED', "generation" = "generation" + 1, "requested_at" = now(), "started_at" = NULL,
                "finished_at" = NULL
            WHERE "status" = 'COMPLETED'
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "application_pdf" DROP COLUMN "student_storage_key"
        `);
    }

}
