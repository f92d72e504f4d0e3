// The application PDF's statements: its row requested, started, completed or failed, and the unfinished ones.
import { prepared } from '../db/database';

const columns = `application_id AS "applicationId", status, generation, storage_key AS "storageKey",
  student_storage_key AS "studentStorageKey", answers_version AS "answersVersion", error, requested_at AS "requestedAt", started_at AS "startedAt",
  finished_at AS "finishedAt"`;

export const applicationPdfStatements = {
  find: prepared('application-pdf-find', `SELECT ${columns} FROM application_pdf WHERE application_id = $1`),
  /** The status of each PDF of the applications $1 (an array of ids) that has one. */
  statuses: prepared(
    'application-pdf-statuses',
    `SELECT application_id AS "applicationId", status FROM application_pdf WHERE application_id = ANY($1::uuid[])`,
  ),
  /**
   * Asks for a PDF of application $1 at $2: a new row, or a new generation of one that FAILED before $3. Answers the
   * row when it asked; no row when a PDF is already made, being made, or failed too recently.
   */
  request: prepared(
    'application-pdf-request',
    `INSERT INTO application_pdf AS p (application_id, status, requested_at) VALUES ($1, 'UNPROCESSED', $2)
     ON CONFLICT (application_id) DO UPDATE
       SET status = 'UNPROCESSED', generation = p.generation + 1, error = NULL, requested_at = $2, started_at = NULL,
         finished_at = NULL
       WHERE p.status = 'FAILED' AND p.finished_at < $3
     RETURNING ${columns}`,
  ),
  /** Starts generation $2 of application $1's PDF at $3; no row when that generation is no longer wanted. */
  start: prepared(
    'application-pdf-start',
    `UPDATE application_pdf SET status = 'IN_PROGRESS', started_at = $3
     WHERE application_id = $1 AND generation = $2 AND status IN ('UNPROCESSED', 'IN_PROGRESS')
     RETURNING ${columns}`,
  ),
  /** Generation $2 of application $1's PDF made: the staff's copy at $3, the student's at $4, of answers version $5, at $6. */
  complete: prepared(
    'application-pdf-complete',
    `UPDATE application_pdf SET status = 'COMPLETED', storage_key = $3, student_storage_key = $4, answers_version = $5,
       error = NULL, finished_at = $6
     WHERE application_id = $1 AND generation = $2`,
  ),
  /**
   * Generation $2 of application $1's PDF failed with error $3 at $4, unless it is finished: another run of it (its job
   * queued again after Redis lost it while this one ran) may have made it meanwhile.
   */
  fail: prepared(
    'application-pdf-fail',
    `UPDATE application_pdf SET status = 'FAILED', error = $3, finished_at = $4
     WHERE application_id = $1 AND generation = $2 AND status IN ('UNPROCESSED', 'IN_PROGRESS')`,
  ),
  unfinished: prepared(
    'application-pdf-unfinished',
    `SELECT application_id AS "applicationId", generation FROM application_pdf WHERE status IN ('UNPROCESSED', 'IN_PROGRESS')`,
  ),
};
