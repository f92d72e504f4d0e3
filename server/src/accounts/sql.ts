// The accounts' statements, each prepared once per connection; columns are read under the entities' property names.
import { prepared } from '../db/database';

const userColumns = 'id, email, password_hash AS "passwordHash", confirmed_at AS "confirmedAt"';

/**
 * The public account flows (sign-up, confirm, resend, login, forgot, reset) and the sessions they open see students
 * only: a staff address is to them an address without an account, so that nobody holding a staff mailbox can set a
 * password on it or act as a student.
 */
const student = `role = 'student'`;

export const accountStatements = {
  /**
   * A new account ($1 email, $2 password hash), or the unconfirmed account of that address with its pending password
   * replaced; no row when the address has a confirmed account.
   */
  signUpUser: prepared(
    'accounts-sign-up-user',
    `INSERT INTO "user" AS u (email, password_hash) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash WHERE u.confirmed_at IS NULL AND u.${student}
     RETURNING id`,
  ),
  /** The account of an address ($1), whoever's, for the staff domain's commands. */
  accountByEmail: prepared('accounts-account-by-email', `SELECT id, role FROM "user" WHERE email = lower($1)`),
  /** A staff account has no password (it signs in with tokens) and counts as confirmed ($2), so no sign-up can claim it. */
  createStaffAccount: prepared(
    'accounts-create-staff-account',
    `INSERT INTO "user" (email, role, confirmed_at) VALUES (lower($1), 'staff', $2) RETURNING id`,
  ),
  /** Whether the address ($1) is a staff member's. */
  isStaffEmail: prepared('accounts-is-staff-email', `SELECT 1 AS staff FROM "user" WHERE email = $1 AND role = 'staff'`),
  /** Unconfirmed accounts created before $1 and given no code since: removed, and their codes with them. */
  removeUnconfirmed: prepared(
    'accounts-remove-unconfirmed',
    `DELETE FROM "user" u WHERE u.confirmed_at IS NULL AND u.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM confirmation_code c WHERE c.user_id = u.id AND c.created_at >= $1)`,
  ),
  studentByEmail: prepared('accounts-student-by-email', `SELECT ${userColumns} FROM "user" WHERE email = $1 AND ${student}`),
  lockStudentByEmail: prepared(
    'accounts-lock-student-by-email',
    `SELECT ${userColumns} FROM "user" WHERE email = $1 AND ${student} FOR UPDATE`,
  ),
  studentById: prepared('accounts-student-by-id', `SELECT ${userColumns} FROM "user" WHERE id = $1 AND ${student}`),
  /** What a session's requests know of its account ($1), while it exists, is a student's and is confirmed. */
  signedInUser: prepared(
    'accounts-signed-in-user',
    `SELECT id, email FROM "user" WHERE id = $1 AND ${student} AND confirmed_at IS NOT NULL`,
  ),
  setPasswordHash: prepared('accounts-set-password-hash', 'UPDATE "user" SET password_hash = $2 WHERE id = $1'),
  confirmUser: prepared('accounts-confirm-user', 'UPDATE "user" SET confirmed_at = $2 WHERE id = $1'),
  resetPassword: prepared('accounts-reset-password', 'UPDATE "user" SET password_hash = $2, confirmed_at = $3 WHERE id = $1'),

  /** Voids the live codes of account $1 at $2. */
  voidLiveCodes: prepared(
    'accounts-void-live-codes',
    'UPDATE confirmation_code SET voided_at = $2 WHERE user_id = $1 AND consumed_at IS NULL AND voided_at IS NULL',
  ),
  insertCode: prepared('accounts-insert-code', 'INSERT INTO confirmation_code (user_id, code_hash, expires_at) VALUES ($1, $2, $3)'),
  /** The newest live code of account $1, locked. */
  lockLiveCode: prepared(
    'accounts-lock-live-code',
    `SELECT id, code_hash AS "codeHash", expires_at AS "expiresAt", attempts FROM confirmation_code
     WHERE user_id = $1 AND consumed_at IS NULL AND voided_at IS NULL
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
  ),
  consumeCode: prepared('accounts-consume-code', 'UPDATE confirmation_code SET consumed_at = $2 WHERE id = $1'),
  countWrongCode: prepared('accounts-count-wrong-code', 'UPDATE confirmation_code SET attempts = $2, voided_at = $3 WHERE id = $1'),

  insertResetToken: prepared(
    'accounts-insert-reset-token',
    'INSERT INTO reset_token (user_id, token_hash, expires_at) VALUES ($1, $2, $3)',
  ),
  lockResetToken: prepared(
    'accounts-lock-reset-token',
    `SELECT user_id AS "userId", expires_at AS "expiresAt", used_at AS "usedAt" FROM reset_token
     WHERE token_hash = $1 FOR UPDATE`,
  ),
  /** Uses up, at $2, every token of account $1 not used yet. */
  useResetTokens: prepared('accounts-use-reset-tokens', 'UPDATE reset_token SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL'),
  /** The session table is connect-pg-simple's; its user_id column is drawn from the session's passport data. */
  endSessions: prepared('accounts-end-sessions', 'DELETE FROM "session" WHERE "user_id" = $1 AND "sid" IS DISTINCT FROM $2'),

  recordLogin: prepared('accounts-record-login', 'INSERT INTO login_event (user_id, at) VALUES ($1, $2)'),
  loginTimes: prepared('accounts-login-times', 'SELECT at FROM login_event WHERE user_id = $1 ORDER BY at'),
};
