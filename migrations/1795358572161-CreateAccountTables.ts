// Creates the accounts tables: confirmation codes and reset tokens (stored hashed) and login events, each tied to a user.
import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateAccountTables1795358572161 implements MigrationInterface {
    name = 'CreateAccountTables1795358572161'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "confirmation_code" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "code_hash" text NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "attempts" integer NOT NULL DEFAULT '0',
                "consumed_at" TIMESTAMP WITH TIME ZONE,
                "voided_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_93111259c8c199838be10ebdf4c" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "confirmation_code_user_live" ON "confirmation_code" ("user_id")
            WHERE "consumed_at" IS NULL
                AND "voided_at" IS NULL
        `);
        await queryRunner.query(`
            CREATE TABLE "reset_token" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "token_hash" text NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_93e1171b4a87d2d0478295f1a99" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "reset_token_user" ON "reset_token" ("user_id")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "reset_token_hash_key" ON "reset_token" ("token_hash")
        `);
        await queryRunner.query(`
            CREATE TABLE "login_event" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_770aa06c7f530d2cd55b235d599" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "login_event_user_at" ON "login_event" ("user_id", "at")
        `);
        await queryRunner.query(`
            ALTER TABLE "confirmation_code"
            ADD CONSTRAINT "FK_784a286665f3e48af2963f28561" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "reset_token"
            ADD CONSTRAINT "FK_765e2b25e88f51c41139d83ff76" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "login_event"
            ADD CONSTRAINT "FK_100589415fa4d09d281f229d1e8" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "login_event" DROP CONSTRAINT "FK_100589415fa4d09d281f229d1e8"
        `);
        await queryRunner.query(`
            ALTER TABLE "reset_token" DROP CONSTRAINT "FK_765e2b25e88f51c41139d83ff76"
        `);
        await queryRunner.query(`
            ALTER TABLE "confirmation_code" DROP CONSTRAINT "FK_784a286665f3e48af2963f28561"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."login_event_user_at"
        `);
        await queryRunner.query(`
            DROP TABLE "login_event"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."reset_token_hash_key"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."reset_token_user"
        `);
        await queryRunner.query(`
            DROP TABLE "reset_token"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."confirmation_code_user_live"
        `);
        await queryRunner.query(`
            DROP TABLE "confirmation_code"
        `);
    }

}
