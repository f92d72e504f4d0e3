// Creates the document table: one uploaded file per application and file question, its conversion status and converted PDF.
import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateDocuments1795495993160 implements MigrationInterface {
    name = 'CreateDocuments1795495993160'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "document" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "application_id" uuid NOT NULL,
                "answer_key" text NOT NULL,
                "file_key" text NOT NULL,
                "file_name" text NOT NULL,
                "file_size" integer NOT NULL,
                "status" text NOT NULL,
                "message" text,
                "pdf_key" text,
                "generation" integer NOT NULL DEFAULT '1',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "document_status_known" CHECK (
                    "status" IN (
                        'COMPLETED',
                        'FAILED',
                        'IN_PROGRESS',
                        'UNPROCESSED'
                    )
                ),
                CONSTRAINT "document_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "document_application_answer_key" ON "document" ("application_id", "answer_key")
        `);
        await queryRunner.query(`
            ALTER TABLE "document"
            ADD CONSTRAINT "document_application_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "document" DROP CONSTRAINT "document_application_fkey"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."document_application_answer_key"
        `);
        await queryRunner.query(`
            DROP TABLE "document"
        `);
    }

}
