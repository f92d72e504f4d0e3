// Creates the application tables: one application per student, its statuses, answer audit log, validation report, and anonymous answers.
import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateApplications1795358559694 implements MigrationInterface {
    name = 'CreateApplications1795358559694'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "application" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "answers" jsonb NOT NULL DEFAULT '{}',
                "last_page" text,
                "add_another" jsonb NOT NULL DEFAULT '{}',
                "tabs" jsonb NOT NULL DEFAULT '{}',
                "submitted_at" TIMESTAMP WITH TIME ZONE,
                "version" integer NOT NULL DEFAULT '0',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "application_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "application_user_key" ON "application" ("user_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "application_status" (
                "application_id" uuid NOT NULL,
                "status" text NOT NULL,
                "reached_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "application_status_known" CHECK (
                    "status" IN ('started', 'validating', 'submitted')
                ),
                CONSTRAINT "application_status_pkey" PRIMARY KEY ("application_id", "status")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "answer_event" (
                "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
                "application_id" uuid NOT NULL,
                "keys" text array NOT NULL,
                "at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "by_user_id" uuid,
                CONSTRAINT "answer_event_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "answer_event_application_at" ON "answer_event" ("application_id", "at")
        `);
        await queryRunner.query(`
            CREATE TABLE "validation_report" (
                "application_id" uuid NOT NULL,
                "errors" jsonb NOT NULL,
                "source" text NOT NULL,
                "at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "validation_report_source_known" CHECK ("source" IN ('client', 'server')),
                CONSTRAINT "validation_report_pkey" PRIMARY KEY ("application_id")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "anonymous_answers" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "token_hash" text NOT NULL,
                "answers" jsonb NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "anonymous_answers_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "anonymous_answers_token_hash_key" ON "anonymous_answers" ("token_hash")
        `);
        await queryRunner.query(`
            CREATE INDEX "anonymous_answers_expires_at" ON "anonymous_answers" ("expires_at")
        `);
        await queryRunner.query(`
            ALTER TABLE "application"
            ADD CONSTRAINT "application_user_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "application_status"
            ADD CONSTRAINT "application_status_application_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "answer_event"
            ADD CONSTRAINT "answer_event_application_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "answer_event"
            ADD CONSTRAINT "answer_event_by_user_fkey" FOREIGN KEY ("by_user_id") REFERENCES "user"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "validation_report"
            ADD CONSTRAINT "validation_report_application_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "validation_report" DROP CONSTRAINT "validation_report_application_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "answer_event" DROP CONSTRAINT "answer_event_by_user_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "answer_event" DROP CONSTRAINT "answer_event_application_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "application_status" DROP CONSTRAINT "application_status_application_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "application" DROP CONSTRAINT "application_user_fkey"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."anonymous_answers_expires_at"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."anonymous_answers_token_hash_key"
        `);
        await queryRunner.query(`
            DROP TABLE "anonymous_answers"
        `);
        await queryRunner.query(`
            DROP TABLE "validation_report"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."answer_event_application_at"
        `);
        await queryRunner.query(`
            DROP TABLE "answer_event"
        `);
        await queryRunner.query(`
            DROP TABLE "application_status"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."application_user_key"
        `);
        await queryRunner.query(`
            DROP TABLE "application"
        `);
    }

}
