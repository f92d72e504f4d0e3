// The read views other domains read through (accounts' account_read and login_read, applications' application_read and
// answer_event_read, documents' document_read, staff's staff_token_read), and TypeORM's record of views, which it
// creates only when it synchronises, never when it runs migrations.
import { MigrationInterface, QueryRunner } from "typeorm";

export class ReadViews1795845587484 implements MigrationInterface {
    name = 'ReadViews1795845587484'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE IF NOT EXISTS "typeorm_metadata" (
                "type" character varying NOT NULL,
                "database" character varying,
                "schema" character varying,
                "table" character varying,
                "name" character varying,
                "value" text
            )
        `);
        await queryRunner.query(`
            CREATE VIEW "account_read" AS
            SELECT id,
                email,
                role
            FROM "user"
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
        `, ["public","VIEW","account_read","SELECT id, email, role FROM \"user\""]);
        await queryRunner.query(`
            CREATE VIEW "login_read" AS
            SELECT user_id,
                at
            FROM login_event
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
        `, ["public","VIEW","login_read","SELECT user_id, at FROM login_event"]);
        await queryRunner.query(`
            CREATE VIEW "application_read" AS
            SELECT a.id,
                a.user_id,
                a.answers,
                a.tabs,
                a.last_page,
                a.submitted_at,
                a.created_at,
                lower(
                    coalesce(a.answers->>'first_name', '') || ' ' || coalesce(a.answers->>'last_name', '') || ' ' || coalesce(a.answers->>'email_address', '')
                ) AS search_text,
                COALESCE(
                    (
                        SELECT json_agg(
                                json_build_object('status', s.status, 'reachedAt', s.reached_at)
                                ORDER BY array_position(
                                        ARRAY ['started', 'validating', 'submitted'],
                                        s.status
                                    )
                            )
                        FROM application_status s
                        WHERE s.application_id = a.id
                    ),
                    '[]'
                ) AS statuses,
                (
                    SELECT count(*)
                    FROM application_status s
                    WHERE s.application_id = a.id
                ) AS statuses_reached
            FROM application a
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
        `, ["public","VIEW","application_read","SELECT a.id, a.user_id, a.answers, a.tabs, a.last_page, a.submitted_at, a.created_at,\n  lower(coalesce(a.answers ->> 'first_name', '') || ' ' || coalesce(a.answers ->> 'last_name', '') || ' '\n    || coalesce(a.answers ->> 'email_address', '')) AS search_text,\n  COALESCE((SELECT json_agg(json_build_object('status', s.status, 'reachedAt', s.reached_at)\n              ORDER BY array_position(ARRAY['started', 'validating', 'submitted'], s.status))\n            FROM application_status s WHERE s.application_id = a.id), '[]') AS statuses,\n  (SELECT count(*) FROM application_status s WHERE s.application_id = a.id) AS statuses_reached\nFROM application a"]);
        await queryRunner.query(`
            CREATE VIEW "answer_event_read" AS
            SELECT id,
                application_id,
                keys,
                previous,
                at,
                by_user_id
            FROM answer_event
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
        `, ["public","VIEW","answer_event_read","SELECT id, application_id, keys, previous, at, by_user_id FROM answer_event"]);
        await queryRunner.query(`
            CREATE VIEW "document_read" AS
            SELECT application_id,
                answer_key,
                file_name,
                status
            FROM document
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
        `, ["public","VIEW","document_read","SELECT application_id, answer_key, file_name, status FROM document"]);
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

    public async down(queryRunner: QueryRunner): Promise<void> {
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
        `, ["VIEW","document_read","public"]);
        await queryRunner.query(`
            DROP VIEW "document_read"
        `);
        await queryRunner.query(`
            DELETE FROM "typeorm_metadata"
            WHERE "type" = $1
                AND "name" = $2
                AND "schema" = $3
        `, ["VIEW","answer_event_read","public"]);
        await queryRunner.query(`
            DROP VIEW "answer_event_read"
        `);
        await queryRunner.query(`
            DELETE FROM "typeorm_metadata"
            WHERE "type" = $1
                AND "name" = $2
                AND "schema" = $3
        `, ["VIEW","application_read","public"]);
        await queryRunner.query(`
            DROP VIEW "application_read"
        `);
        await queryRunner.query(`
            DELETE FROM "typeorm_metadata"
            WHERE "type" = $1
                AND "name" = $2
                AND "schema" = $3
        `, ["VIEW","login_read","public"]);
        await queryRunner.query(`
            DROP VIEW "login_read"
        `);
        await queryRunner.query(`
            DELETE FROM "typeorm_metadata"
            WHERE "type" = $1
                AND "name" = $2
                AND "schema" = $3
        `, ["VIEW","account_read","public"]);
        await queryRunner.query(`
            DROP VIEW "account_read"
        `);
        await queryRunner.query(`
            DROP TABLE "typeorm_metadata"
        `);
    }

}
