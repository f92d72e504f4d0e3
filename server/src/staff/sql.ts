// The staff statements: tokens, sessions, the audit, and the reads of applications (a row's shape and its parts) through
// the read views their domains own (accounts' account_read and login_read, applications' application_read and
// answer_event_read and application_status_read, documents' document_read).
import { prepared } from '../db/database';

/** Applications as staff read them: `application_read a` and the account `u` of its student. */
export const applicationsRead = 'application_read a JOIN account_read u ON u.id = a.user_id';

/**
 * An application as staff read it, from `applicationsRead`: the row, the account's e-mail, the statuses reached in order
 * with when, and `position`, the keyset cursor's text (created_at exactly, and the id).
 */
export const applicationColumns = `
  a.id, a.number, u.email AS username, a.answers, a.add_another AS "addAnother", a.tabs, a.last_page AS "lastPage", a.submitted_at AS "submittedAt", a.created_at AS "createdAt",
  a.created_at::text AS "createdAtText", a.statuses`;

/** An application as the export reads it: as staff read it, with its chosen tabs and its documents by question. */
export const exportedColumns = `${applicationColumns},
  COALESCE((SELECT json_object_agg(d.answer_key, json_build_object('fileName', d.file_name, 'status', d.status))
            FROM document_read d WHERE d.application_id = a.id), '{}') AS documents`;

/** A staff audit row under the entity's property names, and its time as PostgreSQL prints it (the cursor's). */
const auditColumns = `id, actor, action, application_id AS "applicationId", detail, at, at::text AS "atText"`;

export const staffStatements = {
  createToken: prepared(
    'staff-create-token',
    'INSERT INTO staff_token (user_id, secret_hash, expires_at) VALUES ($1, $2, $3) RETURNING id',
  ),
  /** The tokens of staff account $1, newest first. */
  tokensOf: prepared(
    'staff-tokens-of',
    `SELECT id, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt"
     FROM staff_token WHERE user_id = $1 ORDER BY created_at DESC`,
  ),
  revokeTokens: prepared('staff-revoke-tokens', 'UPDATE staff_token SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL'),
  /** A token ($1) of a staff account, neither revoked nor expired by $2, with its hash to compare. */
  liveToken: prepared(
    'staff-live-token',
    `SELECT t.id AS "tokenId", t.secret_hash AS "secretHash", u.id AS "userId", u.email
     FROM staff_token t JOIN account_read u ON u.id = t.user_id
     WHERE t.id = $1 AND t.revoked_at IS NULL AND t.expires_at > $2 AND u.role = 'staff'`,
  ),
  /** Notes the token's use ($2 now), at most once a minute, so that each request costs no write. */
  touchToken: prepared(
    'staff-touch-token',
    `UPDATE staff_token SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`,
  ),
  createSession: prepared(
    'staff-create-session',
    'INSERT INTO staff_session (token_id, secret_hash, expires_at) VALUES ($1, $2, $3) RETURNING id',
  ),
  /** A session ($1) neither expired by $2 nor idle since $3, of a token still live, of a staff account. */
  liveSession: prepared(
    'staff-live-session',
    `SELECT s.id AS "sessionId", t.id AS "tokenId", s.secret_hash AS "secretHash", u.id AS "userId", u.email
     FROM staff_session s JOIN staff_token t ON t.id = s.token_id JOIN account_read u ON u.id = t.user_id
     WHERE s.id = $1 AND s.expires_at > $2 AND s.last_seen_at > $3
       AND t.revoked_at IS NULL AND t.expires_at > $2 AND u.role = 'staff'`,
  ),
  /** Notes that session $1 answered a request at $2, at most once a minute, so that each request costs no write. */
  touchSession: prepared(
    'staff-touch-session',
    `UPDATE staff_session SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2::timestamptz - interval '1 minute'`,
  ),
  endSession: prepared('staff-end-session', 'DELETE FROM staff_session WHERE id = $1'),
  audit: prepared(
    'staff-audit',
    `INSERT INTO staff_audit (staff_user_id, actor, action, application_id, detail, at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
  ),
  application: prepared('staff-application', `SELECT ${applicationColumns} FROM ${applicationsRead} WHERE a.id = $1`),
  applicationByNumber: prepared('staff-application-by-number', `SELECT ${applicationColumns} FROM ${applicationsRead} WHERE a.number = $1`),
  /** The shared worklist views, by name. */
  savedViews: prepared('staff-saved-views', `SELECT id, name, query FROM staff_saved_view ORDER BY name`),
  /** Saves view $1 (a name) with query $2 by staff user $3, replacing one of that name. */
  saveView: prepared(
    'staff-save-view',
    `INSERT INTO staff_saved_view (name, query, created_by) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET query = EXCLUDED.query, created_by = EXCLUDED.created_by RETURNING id, name, query`,
  ),
  deleteView: prepared('staff-delete-view', `DELETE FROM staff_saved_view WHERE id = $1 RETURNING name`),
  /** The student's successful logins, newest first. */
  logins: prepared(
    'staff-logins',
    `SELECT l.at FROM login_read l JOIN application_read a ON a.user_id = l.user_id WHERE a.id = $1 ORDER BY l.at DESC`,
  ),
  /** The answer audit log, newest first, with who saved. */
  answerEvents: prepared(
    'staff-answer-events',
    `SELECT e.id, e.keys, e.previous, e.at, u.email AS "byEmail"
     FROM answer_event_read e LEFT JOIN account_read u ON u.id = e.by_user_id
     WHERE e.application_id = $1 ORDER BY e.at DESC, e.id DESC LIMIT $2`,
  ),
  /** The audit, newest first, from before the position ($1 at, $2 id; nulls for the start). */
  auditPage: prepared(
    'staff-audit-page',
    `SELECT ${auditColumns} FROM staff_audit
     WHERE $1::timestamptz IS NULL OR (at, id) < ($1::timestamptz, $2::bigint)
     ORDER BY at DESC, id DESC LIMIT $3`,
  ),
  /** The audit of application $1, newest first, $2 rows. */
  auditOfApplication: prepared(
    'staff-audit-of-application',
    `SELECT ${auditColumns} FROM staff_audit WHERE application_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,
  ),
};
