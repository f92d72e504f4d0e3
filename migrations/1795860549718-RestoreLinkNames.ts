// The anonymous answers take the docs' name, the restore link (docs/product.md §7.3): the table, its primary key and its
// indexes are renamed in place, so that every kept link still restores.
import { MigrationInterface, QueryRunner } from "typeorm";

export class RestoreLinkNames1795860549718 implements MigrationInterface {
    name = 'RestoreLinkNames1795860549718'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "anonymous_answers" RENAME TO "restore_link"
        `);
        await queryRunner.query(`
            ALTER TABLE "restore_link" RENAME CONSTRAINT "anonymous_answers_pkey" TO "restore_link_pkey"
        `);
        await queryRunner.query(`
            ALTER INDEX "public"."anonymous_answers_token_hash_key" RENAME TO "restore_link_token_hash_key"
        `);
        await queryRunner.query(`
            ALTER INDEX "public"."anonymous_answers_expires_at" RENAME TO "restore_link_expires_at"
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER INDEX "public"."restore_link_expires_at" RENAME TO "anonymous_answers_expires_at"
        `);
        await queryRunner.query(`
            ALTER INDEX "public"."restore_link_token_hash_key" RENAME TO "anonymous_answers_token_hash_key"
        `);
        await queryRunner.query(`
            ALTER TABLE "restore_link" RENAME CONSTRAINT "restore_link_pkey" TO "anonymous_answers_pkey"
        `);
        await queryRunner.query(`
            ALTER TABLE "restore_link" RENAME TO "anonymous_answers"
        `);
    }

}
