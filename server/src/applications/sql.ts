// The statements on the saving path, shared by the service and the saving benchmark's bare baseline.
import { webStatuses } from '@transfer/form';

const statusOrder = `ARRAY[${webStatuses.map((status) => `'${status}'`).join(', ')}]`;

/** The application's row and the statuses it reached (in order), read from `source`, aliased `a`. */
export const stateSelect = (source: string) => `
  SELECT a.id, a.user_id, a.answers, a.last_page, a.add_another, a.tabs, a.submitted_at, a.version,
    ARRAY(SELECT s.status FROM application_status s WHERE s.application_id = a.id
          ORDER BY array_position(${statusOrder}, s.status)) AS statuses
  FROM ${source} a`;

/**
 * Merges the answers given ($2) into the stored ones key by key, bumps the version and appends the audit row
 * (keys $3, at $4, by $1) as ONE statement, so both happen or neither. `guard` narrows which row may change.
 */
const mergeWhere = (guard: string) => `
  WITH merged AS (
    UPDATE application a SET answers = a.answers || $2::jsonb, version = a.version + 1
    WHERE a.user_id = $1 ${guard}
    RETURNING a.*
  ), audit AS (
    INSERT INTO answer_event (application_id, keys, at, by_user_id) SELECT merged.id, $3::text[], $4, $1 FROM merged
  )
  ${stateSelect('merged')}`;

/** For a row already locked and checked in the same transaction. */
export const mergeAnswersSql = mergeWhere('');

/**
 * The common save needs no lock and no second statement: it changes nothing (no row) when the application is
 * missing, submitted, or validating (which also needs a server report), and the service then takes the slow path.
 */
export const saveAnswersSql = mergeWhere(`AND a.submitted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM application_status s WHERE s.application_id = a.id AND s.status = 'validating')`);
