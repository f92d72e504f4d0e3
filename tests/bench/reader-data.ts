// The staff reader benchmark's data, put straight into PostgreSQL with generate_series (not through the API): students
// with whole applications (half submitted, over the last 83 days), their statuses, logins and answer history, three
// converted documents each and the submitted ones' PDFs, whose files (a few, shared by every row) go to the storage folder.
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type pg from 'pg';

// Test code, not built: loaded through @swc-node/register.
const { validApplication } = createRequire(import.meta.url)(
  '../../form/src/testing/valid-application.ts',
) as typeof import('../../form/src/testing/valid-application');

const firstNames = ['Ada', 'Grace', 'Alan', 'Katherine', 'Edsger', 'Barbara', 'Donald', 'Frances', 'John', 'Margaret', 'Maria'];
const lastNames = ['Smith', 'Johnson', 'Lovelace', 'Hopper', 'Turing', 'Liskov', 'Knuth', 'Allen', 'Hamilton', 'Garcia', 'Nguyen'];
const moreLastNames = ['Okafor', 'Patel', 'Kim', 'Rossi', 'Müller', 'Dubois', 'Silva', 'Cohen', 'Ivanova', 'Tanaka', 'Haddad'];

/** The three documents of each application: the form's file question, and two more as a form asking three would keep them. */
export const documentKeys = ['college_transcript', 'recommendation', 'resume'] as const;

/** The files every row shares: the PDF copies and each document's converted PDF, by storage key, with their pages. */
const files = {
  'bench/application.pdf': 6,
  'bench/application-student.pdf': 6,
  'bench/college_transcript.pdf': 4,
  'bench/recommendation.pdf': 2,
  'bench/resume.pdf': 1,
};

async function pdfOf(pages: number, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`${title}, page ${number}`, { x: 72, y: 720, size: 16, font });
    for (let line = 0; line < 40; line++) {
      page.drawText(`Line ${line + 1}: the student completed the course with distinction and is in good standing.`, {
        x: 72,
        y: 690 - line * 15,
        size: 10,
        font,
      });
    }
  }
  return pdf.save();
}

export async function writeFiles(storageDir: string): Promise<void> {
  for (const [key, pages] of Object.entries(files)) {
    const file = path.join(storageDir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await pdfOf(pages, path.basename(key, '.pdf')));
  }
}

/**
 * `count` students and applications: application n was started 10 days before now − n × 6 minutes, and an even n was
 * submitted then (so the newest submissions are minutes old); every answer of a whole application, with its own
 * name and e-mail; 3 logins each, 10 saves of history each; three documents each (a draft's last still converting);
 * a COMPLETED PDF for each submitted one. Then VACUUM ANALYZE, as autovacuum would leave the tables after a while.
 */
export async function seedApplications(client: pg.Client, count: number): Promise<void> {
  await client.query(
    `WITH users AS (
       INSERT INTO "user" (email, confirmed_at, created_at)
       SELECT 'applicant' || n || '@bench.example', now(), now() FROM generate_series(1, $1::int) AS n RETURNING id, email),
     numbered AS (SELECT id, email, split_part(split_part(email, '@', 1), 'applicant', 2)::int AS n FROM users)
     INSERT INTO application (user_id, answers, tabs, last_page, submitted_at, created_at)
     SELECT id,
       $2::jsonb || jsonb_build_object(
         'first_name', ($3::text[])[1 + n % array_length($3::text[], 1)],
         'last_name', ($4::text[])[1 + (n * 7 + n / 11) % array_length($4::text[], 1)],
         'email_address', 'home.' || email,
         'ssn', lpad((n % 899 + 100)::text, 3, '0') || '-45-' || lpad((n % 10000)::text, 4, '0')),
       '{"transcript": "upload"}', 'review',
       CASE WHEN n % 2 = 0 THEN now() - n * interval '6 minutes' END,
       now() - n * interval '6 minutes' - interval '10 days'
     FROM numbered`,
    [count, JSON.stringify(validApplication), firstNames, [...lastNames, ...moreLastNames]],
  );
  await client.query(
    `INSERT INTO application_status (application_id, status, reached_at)
     SELECT id, status, CASE WHEN status = 'started' THEN created_at ELSE submitted_at END
     FROM application, unnest(ARRAY['started', 'validating', 'submitted']) AS status
     WHERE submitted_at IS NOT NULL OR status = 'started'`,
  );
  await client.query(
    `INSERT INTO login_event (user_id, at) SELECT user_id, created_at + k * interval '2 days' FROM application, generate_series(0, 2) AS k`,
  );
  await client.query(
    `INSERT INTO answer_event (application_id, keys, previous, at, by_user_id)
     SELECT id, ARRAY['first_name', 'city'], jsonb_build_object('first_name', '', 'city', 'Portland'),
       created_at + k * interval '1 hour', user_id
     FROM application, generate_series(1, 10) AS k`,
  );
  await client.query(
    `INSERT INTO document (application_id, answer_key, file_key, pdf_key, file_name, file_size, status)
     SELECT a.id, d.key, 'uploads/' || a.id || '/' || d.key, 'bench/' || d.key || '.pdf', d.key || '.docx', 40960,
       CASE WHEN a.submitted_at IS NULL AND d.key = 'resume' THEN 'IN_PROGRESS' ELSE 'COMPLETED' END
     FROM application a, unnest($1::text[]) AS d(key)`,
    [documentKeys],
  );
  await client.query(
    `INSERT INTO application_pdf (application_id, status, storage_key, student_storage_key, answers_version, requested_at, started_at, finished_at)
     SELECT id, 'COMPLETED', 'bench/application.pdf', 'bench/application-student.pdf', 0, submitted_at, submitted_at, submitted_at
     FROM application WHERE submitted_at IS NOT NULL`,
  );
  await client.query('VACUUM ANALYZE');
}
