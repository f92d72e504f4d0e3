// The staff reader: the application's number, add-another counts and its two sort keys in application_read, the statuses
// reached as application_status_read (staff count per status from it), the indexes
// of those keys, the staff's saved worklist views (one seeded), and the audit's new actions (opening documents and
// packets, and the views' changes).
import { MigrationInterface, QueryRunner } from "typeorm";

const nameOrder = `lower(coalesce(a.answers ->> 'last_name', '') || ' ' || coalesce(a.answers ->> 'first_name', ''))`;
const submittedOrder = `coalesce(a.submitted_at, '-infinity'::timestamptz)`;

const viewBefore = `SELECT a.id, a.user_id, a.answers, a.tabs, a.last_page, a.submitted_at, a.created_at,
  lower(coalesce(a.answers ->> 'first_name', '') || ' ' || coalesce(a.answers ->> 'last_name', '') || ' '
    || coalesce(a.answers ->> 'email_address', '')) AS search_text,
  COALESCE((SELECT json_agg(json_build_object('status', s.status, 'reachedAt', s.reached_at)
              ORDER BY array_position(ARRAY['started', 'validating', 'submitted'], s.status))
            FROM application_status s WHERE s.application_id = a.id), '[]') AS statuses,
  (SELECT count(*) FROM application_status s WHERE s.application_id = a.id) AS statuses_reached`;

const viewAfter = `${viewBefore},
  a.number, a.add_another,
  ${nameOrder} AS name_order,
  ${submittedOrder} AS submitted_order
FROM application a`;

const statusRead = 'SELECT application_id, status, reached_at FROM application_status';

const actionsBefore = ['application.read', 'applications.list', 'applications.export', 'service_token.mint', 'service_token.read'];
const actionsAfter = [...actionsBefore, 'document.read', 'application.packet', 'saved_view.save', 'saved_view.delete'];
const actionCheck = (actions: string[]) => `"action" IN (${actions.map((action) => `'${action}'`).join(', ')})`;

export class StaffReader1795860000000 implements MigrationInterface {
    name = 'StaffReader1795860000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE OR REPLACE VIEW "application_read" AS ${viewAfter}`);
        await queryRunner.query(`UPDATE "typeorm_metadata" SET "value" = $1 WHERE "type" = 'VIEW' AND "name" = 'application_read'`, [viewAfter]);
        await queryRunner.query(`CREATE VIEW "application_status_read" AS ${statusRead}`);
        await queryRunner.query(
            `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (DEFAULT, $1, DEFAULT, $2, $3, $4)`,
            ['public', 'VIEW', 'application_status_read', statusRead],
        );
        await queryRunner.query(`CREATE INDEX "application_name_order" ON "application" ((${nameOrder.replaceAll('a.', '')}), "id")`);
        await queryRunner.query(`CREATE INDEX "application_submitted_order" ON "application" ((${submittedOrder.replaceAll('a.', '')}), "id")`);
        await queryRunner.query(`
            CREATE TABLE "staff_saved_view" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" text NOT NULL,
                "query" text NOT NULL,
                "created_by" uuid,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "staff_saved_view_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`CREATE UNIQUE INDEX "staff_saved_view_name_key" ON "staff_saved_view" ("name")`);
        await queryRunner.query(`ALTER TABLE "staff_saved_view" ADD CONSTRAINT "staff_saved_view_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "user"("id") ON DELETE SET NULL`);
        await queryRunner.query(`INSERT INTO "staff_saved_view" ("name", "query") VALUES ('Submitted this week', 'status=submitted&from=this-week&sort=SUBMITTED_DESC')`);
        await queryRunner.query(`ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_action_known"`);
        await queryRunner.query(`ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_action_known" CHECK (${actionCheck(actionsAfter)})`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DELETE FROM "staff_audit" WHERE NOT (${actionCheck(actionsBefore)})`);
        await queryRunner.query(`ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_action_known"`);
        await queryRunner.query(`ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_action_known" CHECK (${actionCheck(actionsBefore)})`);
        await queryRunner.query(`DROP TABLE "staff_saved_view"`);
        await queryRunner.query(`DROP INDEX "public"."application_submitted_order"`);
        await queryRunner.query(`DROP INDEX "public"."application_name_order"`);
        await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = 'VIEW' AND "name" = 'application_status_read'`);
        await queryRunner.query(`DROP VIEW "application_status_read"`);
        const before = `${viewBefore}\nFROM application a`;
        await queryRunner.query(`DROP VIEW "application_read"`);
        await queryRunner.query(`CREATE VIEW "application_read" AS ${before}`);
        await queryRunner.query(`UPDATE "typeorm_metadata" SET "value" = $1 WHERE "type" = 'VIEW' AND "name" = 'application_read'`, [before]);
    }
}
