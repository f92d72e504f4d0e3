// The staff statements: members, their links and second factors, tokens, sessions, the audit, and the reads of applications (a row's shape and its parts) through
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

/**
 * A staff audit row under the entity's property names, its time as PostgreSQL prints it (the cursor's), and the number
 * of its application while there is one.
 */
export const auditColumns = `id, actor, action, application_id AS "applicationId", detail, at, at::text AS "atText",
  (SELECT a.number FROM application_read a WHERE a.id = staff_audit.application_id) AS "applicationNumber"`;

/** A member's role as a credential gives it: a reader's token (or a session it opened) reads as a reader whoever holds it. */
const roleOf = `CASE WHEN m.role = 'reader' OR t.role = 'reader' THEN 'reader' ELSE 'admin' END`;

/** A member as the sign-in and the command line read them. */
const memberColumns = `m.id, m.email, m.name, m.role, m.status, m.password_hash AS "passwordHash", m.totp_secret AS "totpSecret",
  m.totp_confirmed_at AS "totpConfirmedAt", m.totp_last_step AS "totpLastStep"`;

/** A member as the staff page lists them: whether their second factor is set up, when they last signed in. */
const listedColumns = `m.id, m.email, m.name, m.role, m.status, m.totp_confirmed_at IS NOT NULL AS "secondFactor",
  (SELECT max(a.at) FROM staff_audit a WHERE a.staff_user_id = m.id AND a.action = 'staff.sign_in') AS "lastSignInAt"`;

export const staffStatements = {
  memberByEmail: prepared('staff-member-by-email', `SELECT ${memberColumns} FROM staff_member m WHERE m.email = lower($1)`),
  memberById: prepared('staff-member-by-id', `SELECT ${memberColumns} FROM staff_member m WHERE m.id = $1`),
  /** A new member ($1, the accounts' id of the address) with its e-mail, role, status and name. */
  createMember: prepared(
    'staff-create-member',
    `INSERT INTO staff_member (id, email, role, status, name) VALUES ($1, lower($2), $3, $4, $5) RETURNING ${memberColumns.replaceAll('m.', '')}`,
  ),
  /** Every member as the staff page lists them, by e-mail. */
  members: prepared('staff-members', `SELECT ${listedColumns} FROM staff_member m ORDER BY m.email`),
  /** The member of e-mail $1 as the staff page lists them. */
  memberListed: prepared('staff-member-listed', `SELECT ${listedColumns} FROM staff_member m WHERE m.email = lower($1)`),
  setName: prepared('staff-set-name', 'UPDATE staff_member SET name = $2 WHERE id = $1'),
  setRole: prepared('staff-set-role', 'UPDATE staff_member SET role = $2 WHERE id = $1'),
  /**
   * How many active admins there are besides member $1, their rows locked (in one order) until the change is made, so
   * that two admins leaving at once cannot both count the other.
   */
  otherActiveAdmins: prepared(
    'staff-other-active-admins',
    `SELECT count(*) FILTER (WHERE id <> $1)::int AS others
     FROM (SELECT id FROM staff_member WHERE role = 'admin' AND status = 'active' ORDER BY id FOR UPDATE) admins`,
  ),
  setStatus: prepared('staff-set-status', 'UPDATE staff_member SET status = $2 WHERE id = $1'),
  /** Sets the password ($2) and, for an invitation, the name ($3) and the active status. */
  setPassword: prepared(
    'staff-set-password',
    `UPDATE staff_member SET password_hash = $2, name = COALESCE($3, name), status = CASE WHEN status = 'invited' THEN 'active' ELSE status END
     WHERE id = $1 AND status <> 'disabled'`,
  ),
  /** A secret being enrolled: replaces any unconfirmed one, never a confirmed one. */
  beginTotp: prepared(
    'staff-begin-totp',
    'UPDATE staff_member SET totp_secret = $2, totp_last_step = NULL WHERE id = $1 AND totp_confirmed_at IS NULL',
  ),
  confirmTotp: prepared('staff-confirm-totp', 'UPDATE staff_member SET totp_confirmed_at = $2, totp_last_step = $3 WHERE id = $1'),
  /** Notes the step of a code just accepted, unless one as late was (two requests with one code: only one wins). */
  useTotpStep: prepared(
    'staff-use-totp-step',
    'UPDATE staff_member SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)',
  ),
  resetTotp: prepared(
    'staff-reset-totp',
    'UPDATE staff_member SET totp_secret = NULL, totp_confirmed_at = NULL, totp_last_step = NULL WHERE id = $1',
  ),
  deleteRecoveryCodes: prepared('staff-delete-recovery-codes', 'DELETE FROM staff_recovery_code WHERE member_id = $1'),
  addRecoveryCodes: prepared(
    'staff-add-recovery-codes',
    'INSERT INTO staff_recovery_code (member_id, code_hash) SELECT $1, unnest($2::text[])',
  ),
  /** Uses one unused recovery code ($2, its hash) of member $1 at $3; a code used before changes no row. */
  useRecoveryCode: prepared(
    'staff-use-recovery-code',
    'UPDATE staff_recovery_code SET used_at = $3 WHERE member_id = $1 AND code_hash = $2 AND used_at IS NULL',
  ),
  /** A new link; the member's earlier unused links of the same purpose stop working. */
  voidLinks: prepared('staff-void-links', 'UPDATE staff_link SET used_at = $3 WHERE member_id = $1 AND purpose = $2 AND used_at IS NULL'),
  createLink: prepared('staff-create-link', 'INSERT INTO staff_link (member_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, $4)'),
  /** Uses a link ($1, its hash) of purpose $2 still unused and live at $3, once; answers its member. */
  useLink: prepared(
    'staff-use-link',
    `UPDATE staff_link l SET used_at = $3 FROM staff_member m
     WHERE l.token_hash = $1 AND l.purpose = $2 AND l.used_at IS NULL AND l.expires_at > $3 AND m.id = l.member_id AND m.status <> 'disabled'
     RETURNING m.id, m.email`,
  ),
  /** Whether a link is live, without using it (the invitation page says whose it is before the password is set). */
  liveLink: prepared(
    'staff-live-link',
    `SELECT m.email, m.name FROM staff_link l JOIN staff_member m ON m.id = l.member_id
     WHERE l.token_hash = $1 AND l.purpose = $2 AND l.used_at IS NULL AND l.expires_at > $3 AND m.status <> 'disabled'`,
  ),
  endSessionsOf: prepared('staff-end-sessions-of', 'DELETE FROM staff_session WHERE member_id = $1'),
  createToken: prepared(
    'staff-create-token',
    'INSERT INTO staff_token (user_id, secret_hash, expires_at, role) VALUES ($1, $2, $3, $4) RETURNING id',
  ),
  /** The tokens of staff member $1, newest first. */
  tokensOf: prepared(
    'staff-tokens-of',
    `SELECT id, role, created_at AS "createdAt", expires_at AS "expiresAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt"
     FROM staff_token WHERE user_id = $1 ORDER BY created_at DESC`,
  ),
  revokeTokens: prepared('staff-revoke-tokens', 'UPDATE staff_token SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL'),
  /** A token ($1) of a member not disabled, neither revoked nor expired by $2, with its hash to compare. */
  liveToken: prepared(
    'staff-live-token',
    `SELECT t.id AS "tokenId", t.secret_hash AS "secretHash", m.id AS "userId", m.email, ${roleOf} AS role
     FROM staff_token t JOIN staff_member m ON m.id = t.user_id
     WHERE t.id = $1 AND t.revoked_at IS NULL AND t.expires_at > $2 AND m.status <> 'disabled'`,
  ),
  /** Notes the token's use ($2 now), at most once a minute, so that each request costs no write. */
  touchToken: prepared(
    'staff-touch-token',
    `UPDATE staff_token SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`,
  ),
  createSession: prepared(
    'staff-create-session',
    'INSERT INTO staff_session (member_id, token_id, secret_hash, expires_at) VALUES ($1, $2, $3, $4) RETURNING id',
  ),
  /**
   * A session ($1) neither expired by $2 nor idle since $3, of a member not disabled, and of a token still live when
   * a token opened it.
   */
  liveSession: prepared(
    'staff-live-session',
    `SELECT s.id AS "sessionId", t.id AS "tokenId", s.secret_hash AS "secretHash", m.id AS "userId", m.email, ${roleOf} AS role
     FROM staff_session s JOIN staff_member m ON m.id = s.member_id LEFT JOIN staff_token t ON t.id = s.token_id
     WHERE s.id = $1 AND s.expires_at > $2 AND s.last_seen_at > $3 AND m.status <> 'disabled'
       AND (s.token_id IS NULL OR (t.revoked_at IS NULL AND t.expires_at > $2))`,
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
  /** The audit of application $1, newest first, $2 rows. */
  auditOfApplication: prepared(
    'staff-audit-of-application',
    `SELECT ${auditColumns} FROM staff_audit WHERE application_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,
  ),
};
