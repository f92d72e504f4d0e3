// The staff pages' GraphQL for managing staff: who is signed in, the members, and an admin's invitation, role change, disabling and second-factor reset (admins only, checked in StaffPeople).
import { Arg, Ctx, Extensions, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../graphql/context';
import { graphqlEnum } from '../graphql/enums';
import { staffOnly } from '../graphql/limits';
import { globalId } from '../graphql/node';
import { staffRoles, staffStatuses, type StaffRole, type StaffStatus } from './entity';
import type { StaffMemberListing, StaffPeople } from './people';

/** What the people resolvers need besides the request. */
export interface StaffPeopleContext extends RequestContext {
  staffPeople: StaffPeople;
}

const staffRoleEnum = graphqlEnum(
  staffRoles,
  'StaffRole',
  'admin: everything, managing staff included; reader: reads applications with the SSN masked.',
);

const staffMemberStatusEnum = graphqlEnum(
  staffStatuses,
  'StaffMemberStatus',
  'invited (no password yet), active, or disabled (none of their sessions, tokens or service links works).',
);

@ObjectType('StaffMember', { description: 'A member of staff: a person who signs in, with a role.' })
class StaffMemberEntry {
  @Field(() => ID, { description: 'Global: StaffMember and the member’s id.' })
  id: string;

  @Field()
  email: string;

  @Field({ description: 'As they gave it when they accepted (or as the admin who invited them wrote it).' })
  name: string;

  @Field(() => staffRoleEnum)
  role: StaffRole;

  @Field(() => staffMemberStatusEnum)
  status: StaffStatus;

  @Field({ description: 'Whether their authenticator app is set up (none for a member who signs in only by single sign-on).' })
  secondFactor: boolean;

  @Field(() => Date, { nullable: true, description: 'When they last signed in, in any way.' })
  lastSignInAt: Date | null;
}

@ObjectType('StaffInvitation', { description: 'An invitation just e-mailed: whose, and its link, to pass on if the mail does not arrive.' })
class InvitationEntry {
  @Field(() => StaffMemberEntry)
  member: StaffMemberEntry;

  @Field({ description: 'The link (single use) that lets them set a password and a second factor.' })
  url: string;

  @Field(() => Date)
  expiresAt: Date;
}

const memberType = 'StaffMember';

function toEntry(member: StaffMemberListing): StaffMemberEntry {
  return { ...member, id: globalId(memberType, member.id) };
}

@Resolver()
export class StaffPeopleResolver {
  @Extensions(staffOnly)
  @Query(() => StaffMemberEntry, { description: 'Staff only: who is signed in, with the role their credential gives.' })
  async staffViewer(@Ctx() context: StaffPeopleContext): Promise<StaffMemberEntry> {
    return toEntry(await context.staffPeople.viewer(context));
  }

  @Extensions(staffOnly)
  @Query(() => [StaffMemberEntry], { description: 'Admins only: every member of staff, by e-mail.' })
  async staffMembers(@Ctx() context: StaffPeopleContext): Promise<StaffMemberEntry[]> {
    return (await context.staffPeople.list(context)).map(toEntry);
  }

  @Extensions(staffOnly)
  @Mutation(() => InvitationEntry, {
    description:
      'Admins only: invites a member of staff and e-mails them a link (single use, 72 hours), as staff:invite does; audited. One still invited gets a new link.',
  })
  async inviteStaffMember(
    @Arg('email') email: string,
    @Arg('name') name: string,
    @Arg('role', () => staffRoleEnum) role: StaffRole,
    @Ctx() context: StaffPeopleContext,
  ): Promise<InvitationEntry> {
    const { member, link } = await context.staffPeople.invite(context, { email, name, role });
    return { member: toEntry(member), url: link.url, expiresAt: link.expiresAt };
  }

  @Extensions(staffOnly)
  @Mutation(() => StaffMemberEntry, {
    description: "Admins only: changes a member's role (audited); the last active admin cannot give theirs up.",
  })
  async changeStaffRole(
    @Arg('email') email: string,
    @Arg('role', () => staffRoleEnum) role: StaffRole,
    @Ctx() context: StaffPeopleContext,
  ): Promise<StaffMemberEntry> {
    return toEntry(await context.staffPeople.changeRole(context, email, role));
  }

  @Extensions(staffOnly)
  @Mutation(() => StaffMemberEntry, {
    description:
      'Admins only: disables a member: their sessions, API tokens and service links stop at once (audited); the last active admin cannot disable themselves.',
  })
  async disableStaffMember(@Arg('email') email: string, @Ctx() context: StaffPeopleContext): Promise<StaffMemberEntry> {
    return toEntry(await context.staffPeople.disable(context, email));
  }

  @Extensions(staffOnly)
  @Mutation(() => StaffMemberEntry, {
    description:
      "Admins only: removes a member's second factor and recovery codes and ends their sessions; they set up a new one at their next sign-in (audited).",
  })
  async resetStaffSecondFactor(@Arg('email') email: string, @Ctx() context: StaffPeopleContext): Promise<StaffMemberEntry> {
    return toEntry(await context.staffPeople.resetSecondFactor(context, email));
  }
}
