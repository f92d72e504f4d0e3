// The staff audit read by who acted and by what, newest first (the activity page), and each member's last sign-in.
import { MigrationInterface, QueryRunner } from "typeorm";

export class StaffAuditFilters1795870280896 implements MigrationInterface {
    name = 'StaffAuditFilters1795870280896'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE INDEX "staff_audit_sign_in" ON "staff_audit" ("staff_user_id", "at")
            WHERE action = 'staff.sign_in'
        `);
        await queryRunner.query(`
            CREATE INDEX "staff_audit_action" ON "staff_audit" ("action", "at", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "staff_audit_actor" ON "staff_audit" ("actor", "at", "id")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."staff_audit_actor"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."staff_audit_action"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."staff_audit_sign_in"
        `);
    }

}
