// Creates the user table: accounts of students and staff, e-mail unique and stored lowercase.
import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateUser1795323778340 implements MigrationInterface {
    name = 'CreateUser1795323778340'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "user" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "email" text NOT NULL,
                "password_hash" text,
                "confirmed_at" TIMESTAMP WITH TIME ZONE,
                "role" text NOT NULL DEFAULT 'student',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "user_email_lowercase" CHECK ("email" = lower("email")),
                CONSTRAINT "user_role_known" CHECK ("role" IN ('student', 'staff')),
                CONSTRAINT "PK_cace4a159ff9f2512dd42373760" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "user_email_key" ON "user" ("email")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."user_email_key"
        `);
        await queryRunner.query(`
            DROP TABLE "user"
        `);
    }

}
