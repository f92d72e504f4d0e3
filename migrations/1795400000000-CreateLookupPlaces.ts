// Creates the lookup tables (colleges, high schools and addresses to search) with their prefix and trigram indexes; `npm start` loads the rows.
import { MigrationInterface, QueryRunner } from "typeorm";

export class CreateLookupPlaces1795400000000 implements MigrationInterface {
    name = 'CreateLookupPlaces1795400000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE EXTENSION IF NOT EXISTS pg_trgm
        `);
        await queryRunner.query(`
            CREATE TABLE "lookup_place" (
                "category" text NOT NULL,
                "id" text NOT NULL,
                "source" text NOT NULL,
                "name" text NOT NULL,
                "alias" text NOT NULL DEFAULT '',
                "address_line_1" text NOT NULL DEFAULT '',
                "address_line_2" text NOT NULL DEFAULT '',
                "city" text NOT NULL DEFAULT '',
                "state" text NOT NULL DEFAULT '',
                "zip" text NOT NULL DEFAULT '',
                "ceeb" text NOT NULL DEFAULT '',
                "active" boolean NOT NULL DEFAULT true,
                CONSTRAINT "lookup_place_category_known" CHECK ("category" IN ('college_ceeb', 'hs_ceeb', 'address')),
                CONSTRAINT "lookup_place_pkey" PRIMARY KEY ("category", "id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "lookup_place_search" ON "lookup_place" USING gin (lower("name" || ' ' || "alias") gin_trgm_ops)
        `);
        await queryRunner.query(`
            CREATE INDEX "lookup_place_name_prefix" ON "lookup_place" ("category", lower("name") text_pattern_ops)
        `);
        await queryRunner.query(`
            CREATE INDEX "lookup_place_alias_prefix" ON "lookup_place" ("category", lower("alias") text_pattern_ops)
        `);
        await queryRunner.query(`
            CREATE TABLE "lookup_data" (
                "version" text NOT NULL,
                "loaded_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "places" integer NOT NULL,
                CONSTRAINT "lookup_data_pkey" PRIMARY KEY ("version")
            )
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TABLE "lookup_data"
        `);
        await queryRunner.query(`
            DROP TABLE "lookup_place"
        `);
    }

}
