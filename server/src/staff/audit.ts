// Writing the staff audit: who of staff (or the command line) did what, to which application, when.
import type { Queries } from '../db/database';
import type { StaffAction } from './entity';
import { staffStatements as sql } from './sql';

/** The audit's actor for what no staff member did: the command line. */
export const commandLine = 'command line';

/** Who acted: a member (id and e-mail; no id for an address that is nobody's), or null for the command line. */
export type Actor = { id: string | null; email: string } | null;

export async function recordAudit(
  db: Queries,
  at: Date,
  actor: Actor,
  action: StaffAction,
  applicationId: string | null = null,
  detail: object = {},
): Promise<void> {
  await db.execute(sql.audit, [actor?.id ?? null, actor?.email ?? commandLine, action, applicationId, JSON.stringify(detail), at]);
}
