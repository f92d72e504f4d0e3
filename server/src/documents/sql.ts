// The documents' statements, each prepared once per connection; rows come back under the entity's property names.
import { prepared } from '../db/database';

const columns = `id, application_id AS "applicationId", answer_key AS "answerKey", file_key AS "fileKey",
  file_name AS "fileName", file_size AS "fileSize", status, message, pdf_key AS "pdfKey", generation, attempts,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

const pending = `status IN ('UNPROCESSED', 'IN_PROGRESS')`;

export const documentStatements = {
  /** Every document of application $1, by answer key. */
  ofApplication: prepared('documents-of-application', `SELECT ${columns} FROM document WHERE application_id = $1 ORDER BY answer_key`),
  /** Every document of the applications $1 (an array of ids), by application and answer key. */
  ofApplications: prepared(
    'documents-of-applications',
    `SELECT ${columns} FROM document WHERE application_id = ANY($1::uuid[]) ORDER BY application_id, answer_key`,
  ),
  /** The document of application $1 for question $2. */
  one: prepared('documents-one', `SELECT ${columns} FROM document WHERE application_id = $1 AND answer_key = $2`),
  /** One document by its id, whoever it belongs to (the conversion job). */
  byId: prepared('documents-by-id', `SELECT ${columns} FROM document WHERE id = $1`),
  /**
   * Attaches file $3 (named $4, $5 bytes) to question $2 of application $1, replacing any file it had: UNPROCESSED
   * again under the next generation. Answers the row and the keys of the files it replaced, to remove them.
   */
  attach: prepared(
    'documents-attach',
    `WITH previous AS (
       SELECT file_key, pdf_key FROM document WHERE application_id = $1 AND answer_key = $2 FOR UPDATE
     )
     INSERT INTO document (application_id, answer_key, file_key, file_name, file_size, status)
     VALUES ($1, $2, $3, $4, $5, 'UNPROCESSED')
     ON CONFLICT (application_id, answer_key) DO UPDATE SET
       file_key = excluded.file_key, file_name = excluded.file_name, file_size = excluded.file_size,
       status = 'UNPROCESSED', message = NULL, pdf_key = NULL, generation = document.generation + 1, attempts = 0,
       updated_at = now()
     RETURNING ${columns},
       (SELECT file_key FROM previous) AS "previousFileKey", (SELECT pdf_key FROM previous) AS "previousPdfKey"`,
  ),
  /** Removes the document of application $1 for question $2, answering the keys of its files. */
  remove: prepared(
    'documents-remove',
    `DELETE FROM document WHERE application_id = $1 AND answer_key = $2 RETURNING file_key AS "fileKey", pdf_key AS "pdfKey"`,
  ),
  /** Removes the documents of application $1 for the questions $2, answering their files and where each stood. */
  removeOfQuestions: prepared(
    'documents-remove-of-questions',
    `DELETE FROM document WHERE application_id = $1 AND answer_key = ANY($2::text[])
     RETURNING file_key AS "fileKey", pdf_key AS "pdfKey", status`,
  ),
  /**
   * The job of generation $2 takes document $1 in hand (one attempt more), unless a newer file replaced it or it is
   * finished; once $3 attempts were taken, it is FAILED with the message $4 instead (the row says which).
   */
  start: prepared(
    'documents-start',
    `UPDATE document SET
       status = CASE WHEN attempts < $3 THEN 'IN_PROGRESS' ELSE 'FAILED' END,
       message = CASE WHEN attempts < $3 THEN message ELSE $4 END,
       attempts = CASE WHEN attempts < $3 THEN attempts + 1 ELSE attempts END,
       updated_at = now()
     WHERE id = $1 AND generation = $2 AND ${pending}
     RETURNING ${columns}`,
  ),
  /** Generation $2 of document $1 converted: its PDF is stored under $3. */
  complete: prepared(
    'documents-complete',
    `UPDATE document SET status = 'COMPLETED', pdf_key = $3, message = NULL, updated_at = now()
     WHERE id = $1 AND generation = $2 AND ${pending}`,
  ),
  /** Generation $2 of document $1 cannot be converted, for the reason $3. */
  fail: prepared(
    'documents-fail',
    `UPDATE document SET status = 'FAILED', message = $3, updated_at = now()
     WHERE id = $1 AND generation = $2 AND ${pending}`,
  ),
  /** Those of the storage keys $1 that no document holds, as its uploaded file or as its PDF. */
  unreferenced: prepared(
    'documents-unreferenced',
    `SELECT key FROM unnest($1::text[]) AS key
     EXCEPT SELECT file_key FROM document WHERE file_key = ANY($1::text[])
     EXCEPT SELECT pdf_key FROM document WHERE pdf_key = ANY($1::text[])`,
  ),
  /** Every document whose conversion is not finished: each must have a live job. */
  unfinished: prepared('documents-unfinished', `SELECT id, generation, file_key AS "fileKey" FROM document WHERE ${pending}`),
};
