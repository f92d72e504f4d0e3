// Creates a confirmed student account straight in the database, for tests of what a signed-in student does.
import type { DataSource } from 'typeorm';

export interface Student {
  id: string;
  email: string;
}

export async function createStudent(dataSource: DataSource, email: string): Promise<Student> {
  const [row] = (await dataSource.query(
    `INSERT INTO "user" (email, confirmed_at) VALUES (lower($1), now()) RETURNING id, email`,
    [email],
  )) as Student[];
  return row;
}
