// The command line's use cases that need more than one domain: a student's service token, the staff commands (members, invitations, tokens, exports).
import type { Writable } from 'node:stream';
import { staffAccounts } from '../accounts/staff-accounts';
import type { PartnerConfig } from '@transfer/form';
import type { Database } from '../db/database';
import { NotFound } from '../errors';
import { staffLinkSender } from '../mail/templates';
import type { Mailer } from '../mail/transport';
import { StaffAccess } from '../staff/access';
import { StaffApplications } from '../staff/applications';
import { StaffPeople } from '../staff/people';
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

/** The command line's staff commands, over the database (and, for invitations, the mail). */
export function staffAdministration(db: Database, appUrl = '', mailer?: Mailer, partner?: PartnerConfig) {
  const access = new StaffAccess(db, staffAccounts(db), appUrl);
  // The command line only exports: it reads no documents or PDFs.
  const reads = new StaffApplications(db, null, '');
  return {
    createToken: (email: string, days?: number, role?: string) => access.createToken(email, days, role),
    tokens: (email: string) => access.tokens(email),
    revokeTokens: (email: string) => access.revokeTokens(email),
    /** Invites the address and mails the link (when a mailer is given), as the staff pages do; answers the link. */
    invite: (email: string, role: string) =>
      new StaffPeople(db, access, mailer && partner ? staffLinkSender(mailer, partner) : async () => undefined).inviteBy(null, email, role),
    setRole: (email: string, role: string) => access.setRole(email, role),
    disable: (email: string) => access.disable(email),
    resetSecondFactor: (email: string) => access.resetSecondFactor(email),
    /** As the command line (the SSN whole), or as the member `as` names, whose role decides (a reader's masks it). */
    exportApplications: async (out: Writable, options: ExportOptions & { as?: string }) => {
      const member = options.as ? await access.memberByEmail(options.as) : null;
      if (options.as && (!member || member.status === 'disabled'))
        throw new NotFound(`No active staff member has the e-mail ${options.as}.`);
      const reviewer = member ? { staffId: member.id, role: member.role, name: member.email } : commandLineReviewer;
      return exportApplications(db, reads, out, { more: reviewExportMore(new ReviewService(db), reviewer), ...options, staff: member });
    },
  };
}
