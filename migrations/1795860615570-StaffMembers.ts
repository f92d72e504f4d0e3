// Staff are people: members with a role and a status (existing staff accounts become active admins, their tokens
// working on until they expire), a password and a second factor, invitation and reset links, recovery codes; sessions
// and service tokens name their member, so that disabling a member ends everything of theirs at once.
import { MigrationInterface, QueryRunner } from "typeorm";

/** The audit's actions now (the staff's sign-ins, invitations, roles and second factors besides the reads). */
const actions = [
  'application.read',
  'applications.list',
  'applications.export',
  'service_token.mint',
  'service_token.read',
  'document.read',
  'application.packet',
  'saved_view.save',
  'saved_view.delete',
  'staff.sign_in',
  'staff.sign_in_failed',
  'staff.invite',
  'staff.role_change',
  'staff.disable',
  'staff.second_factor_reset',
  'staff.second_factor_enrol',
  'staff.password_reset',
  'staff.token_create',
  'staff.tokens_revoke',
];
/** The actions before (StaffReader's), which down restores. */
const formerActions = actions.slice(0, 9);

export class StaffMembers1795860615570 implements MigrationInterface {
    name = 'StaffMembers1795860615570'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DELETE FROM "typeorm_metadata"
            WHERE "type" = $1
                AND "name" = $2
                AND "schema" = $3
        `, ["VIEW","staff_token_read","public"]);
        await queryRunner.query(`
            DROP VIEW "staff_token_read"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_token" DROP CONSTRAINT "staff_token_user_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_staff_user_fkey"
        `);
        await queryRunner.query(`
            CREATE TABLE "staff_member" (
                "id" uuid NOT NULL,
                "email" text NOT NULL,
                "name" text NOT NULL DEFAULT '',
                "role" text NOT NULL,
                "status" text NOT NULL,
                "password_hash" text,
                "totp_secret" text,
                "totp_confirmed_at" TIMESTAMP WITH TIME ZONE,
                "totp_last_step" bigint,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "staff_member_status_known" CHECK ("status" IN ('invited', 'active', 'disabled')),
                CONSTRAINT "staff_member_role_known" CHECK ("role" IN ('admin', 'reader')),
                CONSTRAINT "staff_member_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "staff_member_email_key" ON "staff_member" ("email")
        `);
        await queryRunner.query(`
            CREATE TABLE "staff_recovery_code" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "member_id" uuid NOT NULL,
                "code_hash" text NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "staff_recovery_code_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "staff_recovery_code_member" ON "staff_recovery_code" ("member_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "staff_link" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "member_id" uuid NOT NULL,
                "purpose" text NOT NULL,
                "token_hash" text NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "staff_link_purpose_known" CHECK ("purpose" IN ('invitation', 'password_reset')),
                CONSTRAINT "staff_link_pkey" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "staff_link_member" ON "staff_link" ("member_id")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "staff_link_token_hash_key" ON "staff_link" ("token_hash")
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_token"
            ADD "role" text NOT NULL DEFAULT 'admin'
        `);
        await queryRunner.query(`
            INSERT INTO "staff_member" ("id", "email", "role", "status")
            SELECT "id", "email", 'admin', 'active' FROM "user" WHERE "role" = 'staff'
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session"
            ADD "member_id" uuid
        `);
        await queryRunner.query(`
            UPDATE "staff_session" s SET "member_id" = t."user_id" FROM "staff_token" t WHERE t."id" = s."token_id"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session"
            ALTER COLUMN "member_id" SET NOT NULL
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token"
            ADD "staff_member_id" uuid
        `);
        await queryRunner.query(`
            UPDATE "service_token" s SET "staff_member_id" = t."user_id" FROM "staff_token" t WHERE t."id" = s."staff_token_id"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_action_known"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_audit"
            ADD CONSTRAINT "staff_audit_action_known" CHECK ("action" IN (${actions.map((action) => `'${action}'`).join(', ')}))
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session" DROP CONSTRAINT "staff_session_token_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session"
            ALTER COLUMN "token_id" DROP NOT NULL
        `);
        await queryRunner.query(`
            CREATE INDEX "staff_session_member" ON "staff_session" ("member_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "service_token_staff_member" ON "service_token" ("staff_member_id")
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_member"
            ADD CONSTRAINT "staff_member_user_fkey" FOREIGN KEY ("id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_recovery_code"
            ADD CONSTRAINT "staff_recovery_code_member_fkey" FOREIGN KEY ("member_id") REFERENCES "staff_member"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_link"
            ADD CONSTRAINT "staff_link_member_fkey" FOREIGN KEY ("member_id") REFERENCES "staff_member"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_token"
            ADD CONSTRAINT "staff_token_member_fkey" FOREIGN KEY ("user_id") REFERENCES "staff_member"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session"
            ADD CONSTRAINT "staff_session_member_fkey" FOREIGN KEY ("member_id") REFERENCES "staff_member"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session"
            ADD CONSTRAINT "staff_session_token_fkey" FOREIGN KEY ("token_id") REFERENCES "staff_token"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_audit"
            ADD CONSTRAINT "staff_audit_staff_member_fkey" FOREIGN KEY ("staff_user_id") REFERENCES "staff_member"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token"
            ADD CONSTRAINT "service_token_staff_member_fkey" FOREIGN KEY ("staff_member_id") REFERENCES "staff_member"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            CREATE VIEW "staff_member_read" AS
            SELECT m.id,
                m.email,
                m.role,
                m.status
            FROM staff_member m
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
        `, ["public","VIEW","staff_member_read","SELECT m.id, m.email, m.role, m.status FROM staff_member m"]);
        await queryRunner.query(`
            CREATE VIEW "staff_token_read" AS
            SELECT t.id,
                t.expires_at,
                t.revoked_at,
                t.user_id,
                t.role
            FROM staff_token t
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
        `, ["public","VIEW","staff_token_read","SELECT t.id, t.expires_at, t.revoked_at, t.user_id, t.role FROM staff_token t"]);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DELETE FROM "staff_session" WHERE "token_id" IS NULL`);
        await queryRunner.query(`DELETE FROM "staff_audit" WHERE "action" NOT IN (${formerActions.map((action) => `'${action}'`).join(', ')})`);
        await queryRunner.query(`
            ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_action_known"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_audit"
            ADD CONSTRAINT "staff_audit_action_known" CHECK ("action" IN (${formerActions.map((action) => `'${action}'`).join(', ')}))
        `);
        await queryRunner.query(`
            DELETE FROM "typeorm_metadata"
            WHERE "type" = $1
                AND "name" = $2
                AND "schema" = $3
        `, ["VIEW","staff_token_read","public"]);
        await queryRunner.query(`
            DROP VIEW "staff_token_read"
        `);
        await queryRunner.query(`
            DELETE FROM "typeorm_metadata"
            WHERE "type" = $1
                AND "name" = $2
                AND "schema" = $3
        `, ["VIEW","staff_member_read","public"]);
        await queryRunner.query(`
            DROP VIEW "staff_member_read"
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token" DROP CONSTRAINT "service_token_staff_member_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_staff_member_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session" DROP CONSTRAINT "staff_session_token_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session" DROP CONSTRAINT "staff_session_member_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_token" DROP CONSTRAINT "staff_token_member_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_link" DROP CONSTRAINT "staff_link_member_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_recovery_code" DROP CONSTRAINT "staff_recovery_code_member_fkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_member" DROP CONSTRAINT "staff_member_user_fkey"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."service_token_staff_member"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."staff_session_member"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session"
            ALTER COLUMN "token_id"
            SET NOT NULL
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session"
            ADD CONSTRAINT "staff_session_token_fkey" FOREIGN KEY ("token_id") REFERENCES "staff_token"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token" DROP COLUMN "staff_member_id"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session" DROP COLUMN "member_id"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_token" DROP COLUMN "role"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."staff_link_token_hash_key"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."staff_link_member"
        `);
        await queryRunner.query(`
            DROP TABLE "staff_link"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."staff_recovery_code_member"
        `);
        await queryRunner.query(`
            DROP TABLE "staff_recovery_code"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."staff_member_email_key"
        `);
        await queryRunner.query(`
            DROP TABLE "staff_member"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_audit"
            ADD CONSTRAINT "staff_audit_staff_user_fkey" FOREIGN KEY ("staff_user_id") REFERENCES "user"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_token"
            ADD CONSTRAINT "staff_token_user_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            CREATE VIEW "staff_token_read" AS
            SELECT t.id,
                t.expires_at,
                t.revoked_at,
                u.id AS user_id,
                u.email
            FROM staff_token t
                JOIN account_read u ON u.id = t.user_id
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
        `, ["public","VIEW","staff_token_read","SELECT t.id, t.expires_at, t.revoked_at, u.id AS user_id, u.email\nFROM staff_token t JOIN account_read u ON u.id = t.user_id"]);
    }

}
