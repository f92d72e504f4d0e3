// Creates a confirmed student account straight in the database, with the application its confirmation opens, for tests of what a signed-in student does.
import type { Queries } from '../db/database';
import type { SignedInUser } from '../guard';

export type Student = SignedInUser;

export async function createStudent(db: Queries, email: string): Promise<Student> {
  const [row] = await db.query<Student>(
    `WITH student AS (INSERT INTO "user" (email, confirmed_at) VALUES (lower($1), now()) RETURNING id, email),
       application AS (INSERT INTO application (user_id) SELECT id FROM student)
     SELECT id, email FROM student`,
    [email],
  );
  return row;
}
