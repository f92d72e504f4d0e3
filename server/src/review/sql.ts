// The review statements: its own tables, and applications, accounts and staff members read through their owners' views (application_read, account_read, staff_member_read).
import { prepared } from '../db/database';

/** A review row under the entity's property names, with its reader's e-mail (`r`, `u`). */
const reviewColumns = `r.application_id AS "applicationId", r.reader_id AS "readerId", u.email AS "readerName", r.answers,
  r.assigned_at AS "assignedAt", r.saved_at AS "savedAt", r.submitted_at AS "submittedAt", r.rating`;

/** The stage row's columns for a locked change. */
const stageColumns = `stage, version, decision, decided_at AS "decidedAt", decided_by_name AS "decidedByName"`;

/** A queue entry: the review `r`, its application `a` and the student's account `u`. */
const queueColumns = `r.application_id AS "applicationId", a.number, r.application_submitted_at AS "submittedAt",
  r.application_submitted_at::text AS "submittedAtText", r.assigned_at AS "assignedAt", r.saved_at AS "savedAt",
  u.email AS username, trim(coalesce(a.answers ->> 'first_name', '') || ' ' || coalesce(a.answers ->> 'last_name', '')) AS name`;
const queueFrom = `review r JOIN application_read a ON a.id = r.application_id JOIN account_read u ON u.id = a.user_id`;

export const reviewStatements = {
  /** The members of staff among ids $1 who may review (readers and admins, not disabled), with their e-mails. */
  staffMembers: prepared(
    'review-staff-members',
    `SELECT id, email FROM staff_member_read WHERE id = ANY($1::uuid[]) AND role IN ('reader', 'admin') AND status <> 'disabled'`,
  ),
  /** The readers an admin may assign (not disabled), by e-mail. */
  readers: prepared(
    'review-readers',
    `SELECT id, email, role FROM staff_member_read WHERE role = 'reader' AND status <> 'disabled' ORDER BY email`,
  ),
  /** The submitted applications among ids $1, oldest submission first. */
  submittedApplications: prepared(
    'review-submitted-applications',
    `SELECT id, submitted_at AS "submittedAt" FROM application_read
     WHERE id = ANY($1::uuid[]) AND submitted_at IS NOT NULL ORDER BY submitted_at, id`,
  ),
  /** Gives each application of $1 its stage row (Submitted) unless it has one, as of $2. */
  ensureStages: prepared(
    'review-ensure-stages',
    `INSERT INTO review_stage (application_id, stage, changed_at) SELECT unnest($1::uuid[]), 'submitted', $2 ON CONFLICT DO NOTHING`,
  ),
  /** Locks the stage rows of $1 in one order (no two requests wait on each other), answering their stages. */
  lockStages: prepared(
    'review-lock-stages',
    `SELECT application_id AS "applicationId", ${stageColumns} FROM review_stage
     WHERE application_id = ANY($1::uuid[]) ORDER BY application_id FOR UPDATE`,
  ),
  /** Assigns reader $2[i] to application $1[i] unless already assigned; answers the pairs assigned now. */
  assign: prepared(
    'review-assign',
    `INSERT INTO review (application_id, reader_id, application_submitted_at, assigned_at, assigned_by)
     SELECT p.application_id, p.reader_id, a.submitted_at, $3, $4
     FROM unnest($1::uuid[], $2::uuid[]) AS p(application_id, reader_id) JOIN application_read a ON a.id = p.application_id
     ON CONFLICT DO NOTHING RETURNING application_id AS "applicationId", reader_id AS "readerId"`,
  ),
  /** Moves applications $1 to stage $2 as of $3 (each one version on). */
  moveStages: prepared(
    'review-move-stages',
    `UPDATE review_stage SET stage = $2, version = version + 1, changed_at = $3 WHERE application_id = ANY($1::uuid[])`,
  ),
  /** Audit rows: application $1[i], action $4[i], detail $5[i], by $2 ($3 their e-mail) at $6. */
  audit: prepared(
    'review-audit',
    `INSERT INTO review_audit (application_id, staff_user_id, actor, action, detail, at)
     SELECT e.application_id, $2, $3, e.action, e.detail, $6 FROM unnest($1::uuid[], $4::text[], $5::jsonb[]) AS e(application_id, action, detail)`,
  ),
  /** The stage of a submitted application (none: not submitted) and its decision. */
  stageOf: prepared(
    'review-stage-of',
    `SELECT v.stage, coalesce(s.version, 0) AS version, s.decision, s.decision_note AS "decisionNote", s.decided_at AS "decidedAt",
       s.decided_by_name AS "decidedByName"
     FROM review_stage_read v LEFT JOIN review_stage s ON s.application_id = v.application_id WHERE v.application_id = $1`,
  ),
  /** Whether application $1 is submitted. */
  isSubmitted: prepared('review-is-submitted', 'SELECT 1 FROM review_stage_read WHERE application_id = $1'),
  /**
   * The reviews of application $1 that reader $2 may see (docs/product.md §17.4): an admin ($3) every one; a reader
   * their own, and the others' submitted ones once their own is submitted.
   */
  visibleReviews: prepared(
    'review-visible-reviews',
    `SELECT ${reviewColumns} FROM review r LEFT JOIN account_read u ON u.id = r.reader_id
     WHERE r.application_id = $1 AND ($3 OR r.reader_id = $2 OR (r.submitted_at IS NOT NULL AND EXISTS (
       SELECT 1 FROM review mine WHERE mine.application_id = r.application_id AND mine.reader_id = $2 AND mine.submitted_at IS NOT NULL)))
     ORDER BY r.assigned_at, u.email`,
  ),
  /** The readers assigned to application $1, and whether each has submitted. */
  assignments: prepared(
    'review-assignments',
    `SELECT r.reader_id AS "readerId", u.email AS "readerName", r.assigned_at AS "assignedAt", r.submitted_at IS NOT NULL AS submitted
     FROM review r LEFT JOIN account_read u ON u.id = r.reader_id WHERE r.application_id = $1 ORDER BY r.assigned_at, u.email`,
  ),
  /** Reader $2's review of application $1, locked. */
  lockReview: prepared(
    'review-lock-review',
    `SELECT ${reviewColumns} FROM review r LEFT JOIN account_read u ON u.id = r.reader_id
     WHERE r.application_id = $1 AND r.reader_id = $2 FOR UPDATE OF r`,
  ),
  saveDraft: prepared(
    'review-save-draft',
    `UPDATE review SET answers = answers || $3::jsonb, saved_at = $4 WHERE application_id = $1 AND reader_id = $2`,
  ),
  submit: prepared(
    'review-submit',
    `UPDATE review SET answers = $3::jsonb, saved_at = $4, submitted_at = $4, rating = $5 WHERE application_id = $1 AND reader_id = $2`,
  ),
  /** How many reviews of application $1 are not submitted. */
  openReviews: prepared(
    'review-open-reviews',
    'SELECT count(*)::int AS open FROM review WHERE application_id = $1 AND submitted_at IS NULL',
  ),
  /** Keeps reader $2's submitted review of $1 as a version ($3 when, $4 by whom) and opens it again. */
  keepVersion: prepared(
    'review-keep-version',
    `INSERT INTO review_version (application_id, reader_id, answers, rating, submitted_at, reopened_at, reopened_by)
     SELECT application_id, reader_id, answers, rating, submitted_at, $3, $4 FROM review WHERE application_id = $1 AND reader_id = $2`,
  ),
  reopen: prepared('review-reopen', 'UPDATE review SET submitted_at = NULL, rating = NULL WHERE application_id = $1 AND reader_id = $2'),
  /** The versions reader $2's review of $1 had before reopenings, oldest first. */
  versions: prepared(
    'review-versions',
    `SELECT answers, rating, submitted_at AS "submittedAt", reopened_at AS "reopenedAt", reopened_by AS "reopenedBy"
     FROM review_version WHERE application_id = $1 AND reader_id = $2 ORDER BY id`,
  ),
  /** Sends application $1 back to stage $2 as of $3; a decision taken back is cleared (the audit keeps it). */
  sendBack: prepared(
    'review-send-back',
    `UPDATE review_stage SET stage = $2, version = version + 1, changed_at = $3,
       decision = NULL, decision_note = NULL, decided_at = NULL, decided_by = NULL, decided_by_name = NULL
     WHERE application_id = $1`,
  ),
  decide: prepared(
    'review-decide',
    `UPDATE review_stage SET stage = 'decided', version = version + 1, changed_at = $3, decision = $2, decision_note = $4,
       decided_at = $3, decided_by = $5, decided_by_name = $6
     WHERE application_id = $1 RETURNING version`,
  ),
  /**
   * How many submitted applications are in each stage: the stage rows' (only submitted applications have one), and
   * Submitted those without one besides. Two index-only scans rather than joining every submitted application.
   */
  stageCounts: prepared(
    'review-stage-counts',
    `SELECT stage, count(*)::int AS count FROM review_stage WHERE stage <> 'submitted' GROUP BY stage
     UNION ALL
     SELECT 'submitted', ((SELECT count(*) FROM application_read WHERE submitted_at IS NOT NULL)
       - (SELECT count(*) FROM review_stage WHERE stage <> 'submitted'))::int`,
  ),
  /** Reader $1's queue from after ($2, $3) (nulls: the start), $4 entries, oldest submission first. */
  queueForward: prepared(
    'review-queue-forward',
    `SELECT ${queueColumns} FROM ${queueFrom}
     WHERE r.reader_id = $1 AND r.submitted_at IS NULL
       AND ($2::timestamptz IS NULL OR (r.application_submitted_at, r.application_id) > ($2::timestamptz, $3::uuid))
     ORDER BY r.application_submitted_at, r.application_id LIMIT $4`,
  ),
  /** Reader $1's queue from before ($2, $3) backwards (nulls: the end), $4 entries, newest first. */
  queueBackward: prepared(
    'review-queue-backward',
    `SELECT ${queueColumns} FROM ${queueFrom}
     WHERE r.reader_id = $1 AND r.submitted_at IS NULL
       AND ($2::timestamptz IS NULL OR (r.application_submitted_at, r.application_id) < ($2::timestamptz, $3::uuid))
     ORDER BY r.application_submitted_at DESC, r.application_id DESC LIMIT $4`,
  ),
  queueSize: prepared('review-queue-size', 'SELECT count(*)::int AS size FROM review WHERE reader_id = $1 AND submitted_at IS NULL'),
  /** The applications before and after application $2 in reader $1's queue (whether or not $2 is still in it), with their numbers. */
  neighbours: prepared(
    'review-neighbours',
    `WITH here AS (SELECT application_submitted_at AS at FROM review WHERE application_id = $2 AND reader_id = $1),
       prior AS (SELECT r.application_id FROM review r, here WHERE r.reader_id = $1 AND r.submitted_at IS NULL
          AND (r.application_submitted_at, r.application_id) < (here.at, $2::uuid)
        ORDER BY r.application_submitted_at DESC, r.application_id DESC LIMIT 1),
       later AS (SELECT r.application_id FROM review r, here WHERE r.reader_id = $1 AND r.submitted_at IS NULL
          AND (r.application_submitted_at, r.application_id) > (here.at, $2::uuid)
        ORDER BY r.application_submitted_at, r.application_id LIMIT 1)
     SELECT
       (SELECT application_id FROM prior) AS previous,
       (SELECT a.number FROM prior JOIN application_read a ON a.id = prior.application_id) AS "previousNumber",
       (SELECT application_id FROM later) AS next,
       (SELECT a.number FROM later JOIN application_read a ON a.id = later.application_id) AS "nextNumber"`,
  ),
  /**
   * Each of applications $1 as the worklist and the export sum it up for reader $2 (admin: $3): stage, readers, decision,
   * and the reviews in with their mean rating, which a reader gets only once their own review of it is in.
   */
  summaries: prepared(
    'review-summaries',
    `SELECT v.application_id AS "applicationId", v.stage, s.decision, s.decided_at AS "decidedAt",
       coalesce(x.readers, '{}') AS readers,
       CASE WHEN $3 OR $2 = ANY(x.submitted_by) THEN coalesce(x.reviews_in, 0) END AS "reviewsIn",
       CASE WHEN $3 OR $2 = ANY(x.submitted_by) THEN x.average END AS "averageRating"
     FROM review_stage_read v
     LEFT JOIN review_stage s ON s.application_id = v.application_id
     LEFT JOIN LATERAL (
       SELECT array_agg(u.email ORDER BY u.email) AS readers, count(r.submitted_at)::int AS reviews_in,
         avg(r.rating) FILTER (WHERE r.submitted_at IS NOT NULL) AS average,
         array_agg(r.reader_id) FILTER (WHERE r.submitted_at IS NOT NULL) AS submitted_by
       FROM review r LEFT JOIN account_read u ON u.id = r.reader_id WHERE r.application_id = v.application_id) x ON true
     WHERE v.application_id = ANY($1::uuid[])`,
  ),
};
