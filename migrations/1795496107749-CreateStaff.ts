// Creates the staff tables (API tokens, browser sessions, audit), the keyset index the staff's application list pages by and the trigram indexes its search uses.
import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateStaff1795496107749 implements MigrationInterface {
    name = 'CreateStaff1795496107749'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE EXTENSION IF NOT EXISTS pg_trgm
        `);
        await queryRunner.query(`
            CREATE INDEX "application_created_at_id" ON "application" ("created_at", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "application_staff_search" ON "application" USING gin (
                lower(
                    coalesce("answers" ->> 'first_name', '') || ' ' || coalesce("answers" ->> 'last_name', '') || ' '
                    || coalesce("answers" ->> 'email_address', '')
                ) gin_trgm_ops
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "user_email_search" ON "user" USING gin ("email" gin_trgm_ops)
        `);
        await queryRunner.query(`
            CREATE TABLE "staff_token" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "secret_hash" text NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "last_used_at" TIMESTAMP WITH TIME ZONE,
                "revoked_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "staff_token_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "staff_token_user" ON "staff_token" ("user_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "staff_session" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "token_id" uuid NOT NULL,
                "secret_hash" text NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "staff_session_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "staff_session_token" ON "staff_session" ("token_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "staff_audit" (
                "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
                "staff_user_id" uuid,
                "actor" text NOT NULL,
                "action" text NOT NULL,
                "application_id" uuid,
                "detail" jsonb NOT NULL DEFAULT '{}',
                "at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "staff_audit_action_known" CHECK (
                    "action" IN (
                        'application.read',
                        'applications.list',
                        'applications.export',
                        'service_token.mint'
                    )
                ),
                CONSTRAINT "staff_audit_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "staff_audit_application" ON "staff_audit" ("application_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "staff_audit_at" ON "staff_audit" ("at", "id")
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_token"
            ADD CONSTRAINT "staff_token_user_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session"
            ADD CONSTRAINT "staff_session_token_fkey" FOREIGN KEY ("token_id") REFERENCES "staff_token"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_audit"
            ADD CONSTRAINT "staff_audit_staff_user_fkey" FOREIGN KEY ("staff_user_id") REFERENCES "user"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_staff_user_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session" DROP CONSTRAINT "staff_session_token_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_token" DROP CONSTRAINT "staff_token_user_fkey"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."staff_audit_at"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."staff_audit_application"
        `);
        await queryRunner.query(`
            DROP TABLE "staff_audit"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."staff_session_token"
        `);
        await queryRunner.query(`
            DROP TABLE "staff_session"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."staff_token_user"
        `);
        await queryRunner.query(`
            DROP TABLE "staff_token"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."user_email_search"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."application_staff_search"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."application_created_at_id"
        `);
    }

}
