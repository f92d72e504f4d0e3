// The review and decision (docs/product.md §17): stages, readers' reviews, their kept versions, their audit, the stage read view; and
// the submitted applications' index, which the stage counts read.
import { MigrationInterface, QueryRunner } from "typeorm";

export class ReviewAndDecision1795863360778 implements MigrationInterface {
    name = 'ReviewAndDecision1795863360778'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "review_stage" (
                "application_id" uuid NOT NULL,
                "stage" text NOT NULL,
                "version" integer NOT NULL DEFAULT '0',
                "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "decision" text,
                "decision_note" text,
                "decided_at" TIMESTAMP WITH TIME ZONE,
                "decided_by" uuid,
                "decided_by_name" text,
                CONSTRAINT "review_stage_decision_known" CHECK (
                    "decision" IS NULL
                    OR "decision" IN ('admit', 'deny', 'waitlist')
                ),
                CONSTRAINT "review_stage_known" CHECK (
                    "stage" IN (
                        'submitted',
                        'in_review',
                        'ready_for_decision',
                        'decided'
                    )
                ),
                CONSTRAINT "review_stage_pkey" PRIMARY KEY ("application_id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "review_stage_stage" ON "review_stage" ("stage")
        `);
        await queryRunner.query(`
            CREATE TABLE "review" (
                "application_id" uuid NOT NULL,
                "reader_id" uuid NOT NULL,
                "application_submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "assigned_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "assigned_by" uuid,
                "answers" jsonb NOT NULL DEFAULT '{}',
                "saved_at" TIMESTAMP WITH TIME ZONE,
                "submitted_at" TIMESTAMP WITH TIME ZONE,
                "rating" double precision,
                CONSTRAINT "review_pkey" PRIMARY KEY ("application_id", "reader_id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "review_reader" ON "review" ("reader_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "review_open_queue" ON "review" (
                "reader_id",
                "application_submitted_at",
                "application_id"
            )
            WHERE "submitted_at" IS NULL
        `);
        await queryRunner.query(`
            CREATE TABLE "review_version" (
                "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
                "application_id" uuid NOT NULL,
                "reader_id" uuid NOT NULL,
                "answers" jsonb NOT NULL,
                "rating" double precision,
                "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "reopened_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "reopened_by" text NOT NULL,
                CONSTRAINT "review_version_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "review_version_review" ON "review_version" ("application_id", "reader_id", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "review_audit" (
                "id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
                "application_id" uuid NOT NULL,
                "staff_user_id" uuid,
                "actor" text NOT NULL,
                "action" text NOT NULL,
                "detail" jsonb NOT NULL DEFAULT '{}',
                "at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "review_audit_action_known" CHECK (
                    "action" IN (
                        'readers.assigned',
                        'stage.changed',
                        'review.submitted',
                        'review.reopened',
                        'decision.recorded'
                    )
                ),
                CONSTRAINT "review_audit_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "review_audit_application" ON "review_audit" ("application_id", "at")
        `);
        await queryRunner.query(`
            CREATE INDEX "application_submitted" ON "application" ("submitted_at")
            WHERE "submitted_at" IS NOT NULL
        `);
        await queryRunner.query(`
            ALTER TABLE "review_stage"
            ADD CONSTRAINT "review_stage_application_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "review_stage"
            ADD CONSTRAINT "review_stage_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "user"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "review"
            ADD CONSTRAINT "review_application_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "review"
            ADD CONSTRAINT "review_reader_fkey" FOREIGN KEY ("reader_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "review"
            ADD CONSTRAINT "review_assigned_by_fkey" FOREIGN KEY ("assigned_by") REFERENCES "user"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "review_version"
            ADD CONSTRAINT "review_version_application_fkey" FOREIGN KEY ("application_id") REFERENCES "application"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "review_audit"
            ADD CONSTRAINT "review_audit_staff_user_fkey" FOREIGN KEY ("staff_user_id") REFERENCES "user"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            CREATE VIEW "review_stage_read" AS
            SELECT a.id AS application_id,
                COALESCE(s.stage, 'submitted') AS stage
            FROM application_read a
                LEFT JOIN review_stage s ON s.application_id = a.id
            WHERE a.submitted_at IS NOT NULL
        `);
        await queryRunner.query(`
            INSERT INTO "typeorm_metadata"(
                    "database",
                    "schema",
                    "table",
                    "type",
                    "name",
                    "value"
                )
            VALUES (DEFAULT, $1, DEFAULT, $2, $3, $4)
        `, ["public","VIEW","review_stage_read","SELECT a.id AS application_id, COALESCE(s.stage, 'submitted') AS stage\nFROM application_read a LEFT JOIN review_stage s ON s.application_id = a.id\nWHERE a.submitted_at IS NOT NULL"]);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DELETE FROM "typeorm_metadata"
            WHERE "type" = $1
                AND "name" = $2
                AND "schema" = $3
        `, ["VIEW","review_stage_read","public"]);
        await queryRunner.query(`
            DROP VIEW "review_stage_read"
        `);
        await queryRunner.query(`
            ALTER TABLE "review_audit" DROP CONSTRAINT "review_audit_staff_user_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "review_version" DROP CONSTRAINT "review_version_application_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "review" DROP CONSTRAINT "review_assigned_by_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "review" DROP CONSTRAINT "review_reader_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "review" DROP CONSTRAINT "review_application_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "review_stage" DROP CONSTRAINT "review_stage_decided_by_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "review_stage" DROP CONSTRAINT "review_stage_application_fkey"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."application_submitted"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."review_audit_application"
        `);
        await queryRunner.query(`
            DROP TABLE "review_audit"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."review_version_review"
        `);
        await queryRunner.query(`
            DROP TABLE "review_version"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."review_open_queue"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."review_reader"
        `);
        await queryRunner.query(`
            DROP TABLE "review"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."review_stage_stage"
        `);
        await queryRunner.query(`
            DROP TABLE "review_stage"
        `);
    }

}
