// The applications' statements, each prepared once per connection; the save at a version is shared with the saving benchmark's bare baseline.
import { webStatuses } from '@transfer/form';
import { prepared } from '../db/database';

const statusOrder = `ARRAY[${webStatuses.map((status) => `'${status}'`).join(', ')}]`;

/**
 * The application's row under the entity's property names, and the statuses it reached (in order): an
 * ApplicationState. Read from `source`, aliased `a`.
 */
const stateSelect = (source: string) => `
  SELECT a.id, a.user_id AS "userId", a.number, a.answers, a.last_page AS "lastPage", a.add_another AS "addAnother", a.tabs,
    a.submitted_at AS "submittedAt", a.version,
    ARRAY(SELECT s.status FROM application_status s WHERE s.application_id = a.id
          ORDER BY array_position(${statusOrder}, s.status)) AS statuses
  FROM ${source} a`;

/**
 * Merges the answers given ($2) into the stored ones key by key, bumps the version and appends the audit row (keys
 * $3 with the value each had before, at $4, by $1) as ONE statement, so both happen or neither and the save stays one
 * round trip. The row is locked as it is read, so the previous values are those the merge replaces. `guard` narrows
 * which row may change.
 */
const mergeWhere = (guard: string) => `
  WITH before AS (
    SELECT a.id, a.answers FROM application a WHERE a.user_id = $1 ${guard} FOR UPDATE
  ), merged AS (
    UPDATE application a SET answers = a.answers || $2::jsonb, version = a.version + 1
    FROM before WHERE a.id = before.id
    RETURNING a.*
  ), audit AS (
    INSERT INTO answer_event (application_id, keys, previous, at, by_user_id)
    SELECT before.id, $3::text[],
      (SELECT jsonb_object_agg(key, COALESCE(before.answers -> key, 'null'::jsonb)) FROM unnest($3::text[]) AS key),
      $4, $1
    FROM before
  )
  ${stateSelect('merged')}`;

/** Applies `assignments` (parameters from $2) to the student's ($1) application and answers its state. */
const change = (assignments: string) =>
  `WITH changed AS (UPDATE application SET ${assignments} WHERE user_id = $1 RETURNING *) ${stateSelect('changed')}`;

/** The student's application by user id ($1). */
const findSql = `${stateSelect('application')} WHERE a.user_id = $1`;

export const applicationStatements = {
  /**
   * The common save, one statement and no lock held across round trips: it changes nothing (no row) unless the
   * application is still at the version $5 the answers were ruled on against, unsubmitted and not validating (which
   * also needs a server report); the service then takes the locked path. The row lock the merge takes re-reads the
   * row, so a submit or another change committed meanwhile is seen.
   */
  saveAtVersion: prepared(
    'applications-save-at-version',
    mergeWhere(`AND a.version = $5 AND a.submitted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM application_status s WHERE s.application_id = a.id AND s.status = 'validating')`),
  ),
  /** For a row already locked and checked in the same transaction. */
  merge: prepared('applications-merge', mergeWhere('')),
  find: prepared('applications-find', findSql),
  /** An application by its own id ($1), for those given access to it (service tokens, the PDF worker). */
  findById: prepared('applications-find-by-id', `${stateSelect('application')} WHERE a.id = $1`),
  findLocked: prepared('applications-find-locked', `${findSql} FOR UPDATE OF a`),
  /** When the student's ($1) application was submitted: no row when they have none yet. */
  submittedAt: prepared('applications-submitted-at', 'SELECT submitted_at AS "submittedAt" FROM application WHERE user_id = $1'),
  create: prepared('applications-create', 'INSERT INTO application (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING'),
  setLastPage: prepared('applications-set-last-page', change('last_page = $2')),
  setAddAnother: prepared(
    'applications-set-add-another',
    change('add_another = add_another || jsonb_build_object($2::text, $3::int), version = version + 1'),
  ),
  /** Sets several add-another counts ($2, a map) at once: a visitor's, carried in. */
  setAddAnotherCounts: prepared(
    'applications-set-add-another-counts',
    change('add_another = add_another || $2::jsonb, version = version + 1'),
  ),
  setTab: prepared('applications-set-tab', change('tabs = tabs || jsonb_build_object($2::text, $3::text), version = version + 1')),
  submit: prepared('applications-submit', 'UPDATE application SET submitted_at = $2 WHERE id = $1'),
  /** The application ($1) when its receipt is owed: submitted, not yet sent. */
  receiptOwed: prepared(
    'applications-receipt-owed',
    'SELECT id FROM application WHERE id = $1 AND submitted_at IS NOT NULL AND receipt_sent_at IS NULL',
  ),
  receiptSent: prepared(
    'applications-receipt-sent',
    'UPDATE application SET receipt_sent_at = $2 WHERE id = $1 AND receipt_sent_at IS NULL',
  ),
  /** Every receipt owed (the partial index application_receipt_owed holds just these), oldest submission first. */
  receiptsOwed: prepared(
    'applications-receipts-owed',
    'SELECT id FROM application WHERE submitted_at IS NOT NULL AND receipt_sent_at IS NULL ORDER BY submitted_at',
  ),
  /** Records the statuses $2 as reached at $3 by application $1 (those reached before keep their time). */
  reach: prepared(
    'applications-reach',
    `INSERT INTO application_status (application_id, status, reached_at)
     SELECT $1, status, $3 FROM unnest($2::text[]) AS status
     ON CONFLICT DO NOTHING`,
  ),
  storeReport: prepared(
    'applications-store-report',
    `INSERT INTO validation_report (application_id, errors, source, at) VALUES ($1, $2::jsonb, $3, $4)
     ON CONFLICT (application_id) DO UPDATE SET errors = excluded.errors, source = excluded.source, at = excluded.at`,
  ),
  /** Keeps answers under a token hash until $3, and drops those expired by $4. */
  createRestoreLink: prepared(
    'applications-create-restore-link',
    `WITH expired AS (DELETE FROM restore_link WHERE expires_at <= $4)
     INSERT INTO restore_link (token_hash, answers, expires_at) VALUES ($1, $2::jsonb, $3)`,
  ),
  removeExpiredRestoreLinks: prepared('applications-remove-expired-restore-links', 'DELETE FROM restore_link WHERE expires_at <= $1'),
  restoreLinkAnswers: prepared(
    'applications-restore-link-answers',
    'SELECT answers FROM restore_link WHERE token_hash = $1 AND expires_at > $2',
  ),
};
