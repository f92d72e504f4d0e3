// Adds document.attempts: how many times a conversion job took the current file in hand, so that a file that keeps stopping its worker is given up.
import { MigrationInterface, QueryRunner } from "typeorm";

export class DocumentConversionAttempts1795508043185 implements MigrationInterface {
    name = 'DocumentConversionAttempts1795508043185'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "document"
            ADD "attempts" integer NOT NULL DEFAULT '0'
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "document" DROP COLUMN "attempts"
        `);
    }

}
