// The service tokens' statements.
import { prepared } from '../db/database';

export const serviceTokenStatements = {
  insert: prepared(
    'service-access-insert',
    `INSERT INTO service_token (token_hash, application_id, purpose, expires_at, staff_token_id, staff_session_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
  ),
  /**
   * The token ($1, hashed) while it has not expired by $2 and its minter lives: a staff API token neither revoked nor
   * expired (through the staff's read view), or none (the command line). With the minter's account, for the audit of
   * the read.
   */
  live: prepared(
    'service-access-live',
    `SELECT t.id, t.application_id AS "applicationId", s.user_id AS "minterId", s.email AS "minterEmail"
     FROM service_token t
     LEFT JOIN staff_token_read s ON s.id = t.staff_token_id
     WHERE t.token_hash = $1 AND t.expires_at > $2
       AND (t.staff_token_id IS NULL OR (s.revoked_at IS NULL AND s.expires_at > $2))`,
  ),
  removeExpired: prepared('service-access-remove-expired', 'DELETE FROM service_token WHERE expires_at <= $1'),
};
