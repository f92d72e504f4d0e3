// An application for every confirmed student (from now on opened as an account is confirmed, as reads no longer create one), and none for staff: those that reads created for staff addresses are removed.
import { MigrationInterface, QueryRunner } from "typeorm";

export class ApplicationsOfStudentsOnly1795711084214 implements MigrationInterface {
    name = 'ApplicationsOfStudentsOnly1795711084214'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DELETE FROM "application" a USING "user" u WHERE u.id = a.user_id AND u.role = 'staff'
        `);
        await queryRunner.query(`
            INSERT INTO "application" (user_id)
            SELECT id FROM "user" WHERE role = 'student' AND confirmed_at IS NOT NULL
            ON CONFLICT (user_id) DO NOTHING
        `);
    }

    public async down(): Promise<void> {
        // The rows stay: removing the applications opened here would lose nothing, and nothing needs them gone.
    }

}
