// Creates connect-pg-simple's session table, with the signed-in user's id drawn from the session so a reset can end them.
import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateSessionTable1795358572162 implements MigrationInterface {
    name = 'CreateSessionTable1795358572162'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "session" (
                "sid" character varying NOT NULL,
                "sess" json NOT NULL,
                "expire" TIMESTAMP WITH TIME ZONE NOT NULL,
                "user_id" uuid GENERATED ALWAYS AS (("sess" #>> '{passport,user}')::uuid) STORED,
                CONSTRAINT "session_pkey" PRIMARY KEY ("sid")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "session_expire" ON "session" ("expire")
        `);
        await queryRunner.query(`
            CREATE INDEX "session_user" ON "session" ("user_id")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."session_user"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."session_expire"
        `);
        await queryRunner.query(`
            DROP TABLE "session"
        `);
    }

}
