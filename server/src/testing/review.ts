// Review fixtures straight into a test database: members of staff, and submitted applications made in one statement each (a second apart, oldest first).
import type { Database } from '../db/database';
import type { Reviewer } from '../review/reviewer';

/** Members of staff `<prefix><n>@example.edu` (an account and an active member of the role given), as reviewers. */
export async function staffReviewers(db: Database, prefix: string, count: number, role: Reviewer['role']): Promise<Reviewer[]> {
  const rows = await db.query<{ id: string; email: string }>(
    `WITH accounts AS (
       INSERT INTO "user" (email, confirmed_at, role) SELECT $1 || n || '@example.edu', now(), 'staff' FROM generate_series(1, $2::int) AS n
       RETURNING id, email)
     INSERT INTO staff_member (id, email, role, status) SELECT id, email, $3, 'active' FROM accounts RETURNING id, email`,
    [prefix, count, role],
  );
  return rows.map((row) => ({ staffId: row.id, role, name: row.email }));
}

/** `count` submitted applications of new students, submitted a second apart from `from` on; their ids, oldest first. */
export async function submittedApplications(
  db: Database,
  prefix: string,
  count: number,
  from = new Date('2026-01-01T00:00:00Z'),
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `WITH users AS (
       INSERT INTO "user" (email, confirmed_at) SELECT $1 || n || '@example.com', now() FROM generate_series(1, $2::int) AS n RETURNING id, email)
     INSERT INTO application (user_id, answers, submitted_at)
     SELECT id, jsonb_build_object('first_name', 'Student', 'last_name', split_part(email, '@', 1)),
       $3::timestamptz + (split_part(split_part(email, '@', 1), $1, 2)::int * interval '1 second')
     FROM users RETURNING id`,
    [prefix, count, from],
  );
  const ordered = await db.query<{ id: string }>('SELECT id FROM application WHERE id = ANY($1::uuid[]) ORDER BY submitted_at', [
    rows.map((row) => row.id),
  ]);
  return ordered.map((row) => row.id);
}
