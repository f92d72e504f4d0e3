// Applications for the staff pages' end-to-end tests, put straight into the app's database and storage: students with names, statuses and submission times, and the first one's PDF and converted transcript (one-page PDFs saying what they are).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import { repoRoot } from './app-process';

export interface SeededApplication {
  id: string;
  number: number;
  name: string;
  email: string;
}

export interface Applicant {
  first: string;
  last: string;
  /** When they submitted (ISO), or null for a draft. */
  submitted: string | null;
}

/** A one-page PDF saying `text`. */
async function pdfSaying(text: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 24, font: await document.embedFont(StandardFonts.Helvetica) });
  return document.save();
}

/** Where the app started with no STORAGE_DIR keeps its files (server/src/config.ts: ./var/storage). */
const storageDir = path.join(repoRoot, 'var', 'storage');

async function store(key: string, bytes: Uint8Array): Promise<void> {
  const file = path.join(storageDir, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/**
 * Inserts one student and application for each applicant (e-mail `<first>.<last>@<domain>`), with the statuses a
 * submission reaches; the first gets a finished application PDF and a converted college transcript.
 */
export async function seedApplications(databaseUrl: string, applicants: Applicant[], domain = 'example.org'): Promise<SeededApplication[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const seeded: SeededApplication[] = [];
    for (const applicant of applicants) {
      const email = `${applicant.first}.${applicant.last}@${domain}`.toLowerCase();
      const { rows } = await client.query<{ id: string; number: number }>(
        `WITH u AS (INSERT INTO "user" (email, confirmed_at) VALUES ($1, now()) RETURNING id)
         INSERT INTO application (user_id, answers, submitted_at)
         SELECT id, jsonb_build_object('first_name', $2::text, 'last_name', $3::text, 'email_address', $1::text,
                                       'enroll_type', 'FT', 'enroll_type_desc', 'Full-time (12 or more credits a term)'), $4::timestamptz
         FROM u RETURNING id, number`,
        [email, applicant.first, applicant.last, applicant.submitted],
      );
      const [{ id, number }] = rows;
      for (const status of applicant.submitted ? ['started', 'validating', 'submitted'] : ['started']) {
        await client.query(`INSERT INTO application_status (application_id, status, reached_at) VALUES ($1, $2, now())`, [id, status]);
      }
      seeded.push({ id, number, name: `${applicant.first} ${applicant.last}`, email });
    }
    const [first] = seeded;
    await store(`application-pdf/${first.id}.pdf`, await pdfSaying(`Application ${first.number}: ${first.name}`));
    await store(`converted/${first.id}/transcript.pdf`, await pdfSaying(`College transcript of ${first.name}`));
    await client.query(
      `INSERT INTO application_pdf (application_id, status, storage_key, requested_at) VALUES ($1, 'COMPLETED', $2, now())`,
      [first.id, `application-pdf/${first.id}.pdf`],
    );
    await client.query(
      `INSERT INTO document (application_id, answer_key, file_key, pdf_key, file_name, file_size, status)
       VALUES ($1, 'college_transcript', $2, $3, 'Transcript.docx', 20480, 'COMPLETED')`,
      [first.id, `uploads/${first.id}-transcript`, `converted/${first.id}/transcript.pdf`],
    );
    await client.query(`UPDATE application SET tabs = '{"transcript": "upload"}' WHERE id = $1`, [first.id]);
    return seeded;
  } finally {
    await client.end();
  }
}
