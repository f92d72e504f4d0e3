// Admins manage staff from the staff pages: the members listed, an invitation sent, a role changed, a member disabled or their second factor reset, each through StaffAccess as the command line does, audited under the admin.
import { z } from 'zod';
import type { Database } from '../db/database';
import { parseInput } from '../input';
import type { StaffAccess, StaffLinkMade } from './access';
import type { Actor } from './audit';
import { requireAdmin, requireStaff, type Caller } from './applications';
import { staffRoles, type StaffLinkPurpose, type StaffRole, type StaffStatus } from './entity';
import { staffStatements as sql } from './sql';

/** A member as the staff page lists them. */
export interface StaffMemberListing {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  /** Whether their TOTP second factor is set up (a member let in by single sign-on may have none). */
  secondFactor: boolean;
  lastSignInAt: Date | null;
}

/** Mails an invitation or reset link (handed in by the composition root). */
export type StaffLinkSender = (purpose: StaffLinkPurpose, link: StaffLinkMade) => Promise<void>;

export const invitationFieldMessages = {
  email: 'Enter their email address.',
  name: 'Enter their name.',
} as const;

/** What an admin gives to invite a member: the fields of the invitation form, each with its own message. */
export const invitationInput = z.object({
  email: z.string().trim().min(1, invitationFieldMessages.email).max(254, 'An email address has at most 254 characters.'),
  name: z.string().trim().min(1, invitationFieldMessages.name).max(200, 'A name can be at most 200 characters.'),
  role: z.enum(staffRoles),
});

export class StaffPeople {
  constructor(
    private readonly db: Database,
    private readonly access: StaffAccess,
    private readonly sendLink: StaffLinkSender,
  ) {}

  /** The caller as the staff pages show them, with the role their credential gives (a reader's token reads as a reader). */
  async viewer(caller: Caller): Promise<StaffMemberListing> {
    const staff = requireStaff(caller);
    return { ...(await this.listed(staff.email)), role: staff.role };
  }

  /** Every member of staff, by e-mail. */
  async list(caller: Caller): Promise<StaffMemberListing[]> {
    requireAdmin(caller);
    return this.db.query<StaffMemberListing>(sql.members);
  }

  /** Invites a member and mails them the link, as `staff:invite` does; answers the link (the admin may pass it on). */
  async invite(caller: Caller, invitation: z.input<typeof invitationInput>): Promise<{ member: StaffMemberListing; link: StaffLinkMade }> {
    const admin = requireAdmin(caller);
    const { email, name, role } = parseInput(invitationInput, invitation);
    const link = await this.inviteBy(admin, email, role, name);
    return { member: await this.listed(link.email), link };
  }

  /** Invites and mails as `by` (null: the command line); the invitation's own checks are StaffAccess's. */
  async inviteBy(by: Actor, email: string, role: string, name = ''): Promise<StaffLinkMade> {
    const link = await this.access.invite(email, role, by, name);
    await this.sendLink('invitation', link);
    return link;
  }

  async changeRole(caller: Caller, email: string, role: StaffRole): Promise<StaffMemberListing> {
    await this.access.setRole(email, role, requireAdmin(caller));
    return this.listed(email);
  }

  async disable(caller: Caller, email: string): Promise<StaffMemberListing> {
    await this.access.disable(email, requireAdmin(caller));
    return this.listed(email);
  }

  async resetSecondFactor(caller: Caller, email: string): Promise<StaffMemberListing> {
    await this.access.resetSecondFactor(email, requireAdmin(caller));
    return this.listed(email);
  }

  /** A member just read or changed, as listed. */
  private async listed(email: string): Promise<StaffMemberListing> {
    const [listed] = await this.db.query<StaffMemberListing>(sql.memberListed, [email.trim()]);
    if (!listed) throw new Error(`staff member ${email} was just found but is not listed`);
    return listed;
  }
}
