// Staff API tokens expire (those already issued, 90 days from now), staff sessions note when they were last seen (30 idle minutes end them), service tokens record the staff token that minted them, and the audit takes reads through service tokens.
import { MigrationInterface, QueryRunner } from "typeorm";

export class StaffLifetimesAndServiceTokenMinters1795713391336 implements MigrationInterface {
    name = 'StaffLifetimesAndServiceTokenMinters1795713391336'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "staff_token"
            ADD "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now() + interval '90 days'
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_token" ALTER COLUMN "expires_at" DROP DEFAULT
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session"
            ADD "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token"
            ADD "staff_token_id" uuid
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token"
            ADD "staff_session_id" uuid
        `);
        await queryRunner.query(`
            CREATE INDEX "service_token_staff_token" ON "service_token" ("staff_token_id")
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token"
            ADD CONSTRAINT "service_token_staff_token_fkey" FOREIGN KEY ("staff_token_id") REFERENCES "staff_token"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_action_known"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_audit"
            ADD CONSTRAINT "staff_audit_action_known" CHECK ("action" IN ('application.read', 'applications.list', 'applications.export', 'service_token.mint', 'service_token.read'))
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DELETE FROM "staff_audit" WHERE "action" = 'service_token.read'
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_audit" DROP CONSTRAINT "staff_audit_action_known"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_audit"
            ADD CONSTRAINT "staff_audit_action_known" CHECK ("action" IN ('application.read', 'applications.list', 'applications.export', 'service_token.mint'))
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token" DROP CONSTRAINT "service_token_staff_token_fkey"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."service_token_staff_token"
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token" DROP COLUMN "staff_session_id"
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token" DROP COLUMN "staff_token_id"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_session" DROP COLUMN "last_seen_at"
        `);
        await queryRunner.query(`
            ALTER TABLE "staff_token" DROP COLUMN "expires_at"
        `);
    }

}
