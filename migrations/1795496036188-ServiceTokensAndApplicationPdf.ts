// Adds service_token (read-only access to one application, stored hashed, with an expiry) and application_pdf (the printed copy of each application).
import { MigrationInterface, QueryRunner } from "typeorm";

export class ServiceTokensAndApplicationPdf1795496036188 implements MigrationInterface {
    name = 'ServiceTokensAndApplicationPdf1795496036188'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "application_pdf" (
                "application_id" uuid NOT NULL,
                "status" text NOT NULL,
                "generation" integer NOT NULL DEFAULT '1',
                "storage_key" text,
                "answers_version" integer,
                "error" text,
                "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "started_at" TIMESTAMP WITH TIME ZONE,
                "finished_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "application_pdf_status_known" CHECK (
                    "status" IN (
                        'COMPLETED',
                        'FAILED',
                        'IN_PROGRESS',
                        'UNPROCESSED'
                    )
                ),
                CONSTRAINT "application_pdf_pkey" PRIMARY KEY ("application_id")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "service_token" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "token_hash" text NOT NULL,
                "application_id" uuid NOT NULL,
                "purpose" text NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "service_token_purpose_known" CHECK ("purpose" IN ('pdf', 'staff')),
                CONSTRAINT "service_token_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "service_token_hash_key" ON "service_token" ("token_hash")
        `);
        await queryRunner.query(`
            CREATE INDEX "service_token_application" ON "service_token" ("application_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "service_token_expires_at" ON "service_token" ("expires_at")
        `);
        await queryRunner.query(`
            ALTER TABLE "application_pdf"
            ADD CONSTRAINT "application_pdf_application_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token"
            ADD CONSTRAINT "service_token_application_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "service_token" DROP CONSTRAINT "service_token_application_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "application_pdf" DROP CONSTRAINT "application_pdf_application_fkey"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."service_token_expires_at"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."service_token_application"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."service_token_hash_key"
        `);
        await queryRunner.query(`
            DROP TABLE "service_token"
        `);
        await queryRunner.query(`
            DROP TABLE "application_pdf"
        `);
    }

}
