// The service tokens' statements.
import { prepared } from '../db/database';

export const serviceTokenStatements = {
  insert: prepared(
    'service-access-insert',
    `INSERT INTO service_token (token_hash, application_id, purpose, expires_at, staff_member_id, staff_token_id, staff_session_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
  ),
  /**
   * The token ($1, hashed) while it has not expired by $2 and its minter lives: a staff member not disabled (through the
   * staff's read views), and the API token it was minted with, if one, neither revoked nor expired; or none (the
   * command line). With the minter's account, for the audit of the read, and their role, which decides how the SSN shows.
   */
  live: prepared(
    'service-access-live',
    `SELECT t.id, t.application_id AS "applicationId", m.id AS "minterId", m.email AS "minterEmail",
       CASE WHEN m.role = 'reader' OR s.role = 'reader' THEN 'reader' ELSE 'admin' END AS "minterRole"
     FROM service_token t
     LEFT JOIN staff_member_read m ON m.id = t.staff_member_id
     LEFT JOIN staff_token_read s ON s.id = t.staff_token_id
     WHERE t.token_hash = $1 AND t.expires_at > $2
       AND (t.staff_member_id IS NULL OR m.status <> 'disabled')
       AND (t.staff_token_id IS NULL OR (s.revoked_at IS NULL AND s.expires_at > $2))`,
  ),
  removeExpired: prepared('service-access-remove-expired', 'DELETE FROM service_token WHERE expires_at <= $1'),
};
