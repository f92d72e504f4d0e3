// The service tokens' statements.
import { prepared } from '../db/database';

export const serviceTokenStatements = {
  insert: prepared(
    'service-access-insert',
    'INSERT INTO service_token (token_hash, application_id, purpose, expires_at) VALUES ($1, $2, $3, $4)',
  ),
  /** The application a token ($1, hashed) reads, while it has not expired by $2. */
  applicationOf: prepared(
    'service-access-application-of',
    'SELECT application_id AS "applicationId" FROM service_token WHERE token_hash = $1 AND expires_at > $2',
  ),
  removeExpired: prepared('service-access-remove-expired', 'DELETE FROM service_token WHERE expires_at <= $1'),
};
