// The command line's use cases that need more than one domain: a student's service token, the staff commands.
import type { Writable } from 'node:stream';
import { staffAccounts } from '../accounts/staff-accounts';
import type { Database } from '../db/database';
import { StaffAccess } from '../staff/access';
import { StaffApplications } from '../staff/applications';
import { exportApplications, type ExportOptions } from '../staff/export';
import { reviewExportMore } from '../review/export';
import { commandLineReviewer } from '../review/reviewer';
import { ReviewService } from '../review/service';
import { type MintedServiceToken } from '../service-access/service';
import type { Services } from './services';

/**
 * A staff member's service token for the application of the student with that e-mail, or null when no confirmed
 * student has it (a staff address included): the CLI's service-token. NotFound when the student never signed in.
 */
export async function serviceTokenForStudent(services: Services, email: string): Promise<MintedServiceToken | null> {
  const student = await services.accounts.studentByEmail(email);
  if (!student) return null;
  const application = await services.applications.get(student);
  return services.serviceAccess.mint(application.id, 'staff', null);
}

/** How many days a staff API token works unless staff:create is told otherwise. */
export { defaultTokenDays } from '../staff/access';

/** The command line's staff commands, over the database alone. */
export function staffAdministration(db: Database) {
  const access = new StaffAccess(db, staffAccounts(db));
  // The command line only exports: it reads no documents or PDFs.
  const reads = new StaffApplications(db, null, '');
  return {
    createToken: (email: string, days?: number) => access.createToken(email, days),
    tokens: (email: string) => access.tokens(email),
    revokeTokens: (email: string) => access.revokeTokens(email),
    exportApplications: (out: Writable, options: ExportOptions) =>
      exportApplications(db, reads, out, {
        more: reviewExportMore(new ReviewService(db), commandLineReviewer),
        ...options,
      }),
  };
}
