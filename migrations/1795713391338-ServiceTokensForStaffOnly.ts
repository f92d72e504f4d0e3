// Service tokens are minted for staff only: the PDF worker reads the application straight from the database, so its
// short-lived tokens go, and the purpose's check names staff alone.
import { MigrationInterface, QueryRunner } from "typeorm";

export class ServiceTokensForStaffOnly1795713391338 implements MigrationInterface {
    name = 'ServiceTokensForStaffOnly1795713391338'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DELETE FROM "service_token" WHERE "purpose" <> 'staff'
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token" DROP CONSTRAINT "service_token_purpose_known"
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token"
            ADD CONSTRAINT "service_token_purpose_known" CHECK ("purpose" IN ('staff'))
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "service_token" DROP CONSTRAINT "service_token_purpose_known"
        `);
        await queryRunner.query(`
            ALTER TABLE "service_token"
            ADD CONSTRAINT "service_token_purpose_known" CHECK ("purpose" IN ('pdf', 'staff'))
        `);
    }

}
