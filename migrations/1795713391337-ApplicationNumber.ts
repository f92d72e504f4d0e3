// Adds application.number: each application's number, from a sequence starting at 100001; the applications already there
// are numbered in the order they were created.
import { MigrationInterface, QueryRunner } from "typeorm";

export class ApplicationNumber1795713391337 implements MigrationInterface {
    name = 'ApplicationNumber1795713391337'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE SEQUENCE "application_number_seq" AS integer START WITH 100001
        `);
        await queryRunner.query(`
            ALTER TABLE "application"
            ADD "number" integer
        `);
        await queryRunner.query(`
            UPDATE "application" a SET "number" = 100000 + o.position
            FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS position FROM "application") o
            WHERE a.id = o.id
        `);
        // The next application gets the number after them (setval does nothing on an empty table: max is null).
        await queryRunner.query(`
            SELECT setval('application_number_seq', max("number")) FROM "application"
        `);
        await queryRunner.query(`
            ALTER TABLE "application"
            ALTER COLUMN "number" SET DEFAULT nextval('application_number_seq'),
            ALTER COLUMN "number" SET NOT NULL
        `);
        await queryRunner.query(`
            ALTER SEQUENCE "application_number_seq" OWNED BY "application"."number"
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "application_number_key" ON "application" ("number")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."application_number_key"
        `);
        await queryRunner.query(`
            ALTER TABLE "application" DROP COLUMN "number"
        `);
    }

}
