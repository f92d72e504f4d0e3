// The staff's GraphQL: applications as a Relay connection (filters, search), one application with its answers, statuses, logins and answer log, node(id), and the staff audit.
import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import {
  Arg,
  Args,
  ArgsType,
  Ctx,
  Extensions,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { applicantName, type Answers, type ReviewStage, type WebStatus } from '@transfer/form';
import type { RequestContext } from '../graphql/context';
import { PageInfo } from '../graphql/connection';
import { webStatusEnum } from '../graphql/application';
import { staffOnly } from '../graphql/limits';
import { graphqlEnum } from '../graphql/enums';
import { reviewStageEnum } from '../graphql/review';
import { Node, globalId, rowIdOf, typeNameOf } from '../graphql/node';
import {
  requireStaff,
  staffDocumentPath,
  staffPacketPath,
  webStatusOfRow,
  type AuditRow,
  type StaffApplicationRow,
  type StaffApplications,
} from './applications';
import { applicationCursor, applicationOrders, type ApplicationOrder } from './order';
import { labelledAnswers, readableAnswers } from './columns';

/** What the staff resolvers need besides the request. */
export interface StaffContext extends RequestContext {
  staffReads: StaffApplications;
}

const applicationType = 'StaffApplication';
const auditType = 'StaffAuditEntry';

@ObjectType('StaffStatus', { description: 'A status the application reached, and when.' })
class StatusReached {
  @Field(() => webStatusEnum)
  status: WebStatus;

  @Field(() => Date)
  reachedAt: Date;
}

@ObjectType('StaffAnswer', {
  description: "One answer, with the form's label for its question (a choice's chosen label is its own `_desc` answer).",
})
class LabelledAnswer {
  @Field()
  key: string;

  @Field()
  label: string;

  @Field(() => GraphQLJSON, { nullable: true })
  value: unknown;
}

@ObjectType('StaffReadableAnswer', { description: 'A question answered, read once: its label, the answer as shown, and its code.' })
class ReadableAnswer {
  @Field()
  key: string;

  @Field()
  label: string;

  @Field(() => GraphQLJSON, { nullable: true, description: "The answer as staff read it: a choice's chosen label." })
  value: unknown;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: "What is stored: a choice's code (e.g. 2027-fall); the answer itself otherwise.",
  })
  code: unknown;
}

@ObjectType('StaffAnswerEvent', { description: 'One save: the keys it changed, what each held before (null: nothing), when, by whom.' })
class AnswerEventEntry {
  @Field(() => [String])
  keys: string[];

  @Field(() => GraphQLJSONObject)
  previous: Record<string, unknown>;

  @Field(() => Date)
  at: Date;

  @Field(() => String, { nullable: true, description: "The account's e-mail of who saved (null once it is deleted)." })
  by: string | null;
}

@ObjectType(applicationType, { implements: Node, description: "A student's application as staff read it." })
export class StaffApplication extends Node {
  @Field(() => ID, { description: "The application's own id (a UUID), as the command line and exports name it." })
  applicationId: string;

  @Field(() => Int, { description: "The application's number, as the student, staff and the PDF call it." })
  number: number;

  @Field({ description: "The student's account e-mail." })
  username: string;

  @Field({ description: "The applicant's name as the form gives it (first and last, else the preferred name, else Applicant)." })
  applicantName: string;

  @Field(() => webStatusEnum, { nullable: true, description: 'Null before any status.' })
  webStatus: WebStatus | null;

  @Field(() => [StatusReached])
  statuses: StatusReached[];

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  submittedAt: Date | null;

  @Field(() => String, { nullable: true })
  lastPage: string | null;

  @Field(() => GraphQLJSONObject, { description: 'Every answer by key, `_desc` labels included.' })
  answers: Answers;

  @Field(() => GraphQLJSONObject, { description: 'How many instances of each add-another block the student shows.' })
  addAnother: Record<string, number>;

  @Field(() => GraphQLJSONObject, { description: 'The tab the student chose in each tab group.' })
  tabs: Record<string, string>;

  @Field({ description: 'Where staff download every file of the applicant that is ready, as one ZIP (audited).' })
  packetUrl: string;
}

export function toStaffApplication(row: StaffApplicationRow): StaffApplication {
  return Object.assign(new StaffApplication(), {
    id: globalId(applicationType, row.id),
    applicationId: row.id,
    number: row.number,
    applicantName: applicantName(row.answers),
    addAnother: row.addAnother,
    tabs: row.tabs,
    packetUrl: staffPacketPath(row.id),
    username: row.username,
    webStatus: webStatusOfRow(row),
    statuses: row.statuses.map((reached) => ({ status: reached.status, reachedAt: new Date(reached.reachedAt) })),
    createdAt: row.createdAt,
    submittedAt: row.submittedAt,
    lastPage: row.lastPage,
    answers: row.answers,
  });
}

@ObjectType('StaffDocument', { description: 'A file the student attached to an answer, and where its conversion stands.' })
class DocumentEntry {
  @Field()
  answerKey: string;

  @Field()
  fileName: string;

  @Field(() => Int)
  fileSize: number;

  @Field({ description: 'COMPLETED, FAILED, IN_PROGRESS or UNPROCESSED.' })
  status: string;

  @Field(() => String, {
    nullable: true,
    description: 'Where staff read its converted PDF once COMPLETED (add ?disposition=inline to show it in the page); audited.',
  })
  url: string | null;
}

@ObjectType('StaffApplicationPdf', { description: "The application's PDF copy." })
class PdfEntry {
  @Field({ description: 'NOT_ANSWERED before submission, then UNPROCESSED, IN_PROGRESS, COMPLETED or FAILED.' })
  status: string;

  @Field(() => String, { nullable: true, description: 'Where staff download it (with their token or staff session), once COMPLETED.' })
  url: string | null;
}

@ObjectType('StaffServiceToken', { description: 'A read-only view of one application, for whoever is given the URL, until it expires.' })
class ServiceTokenEntry {
  @Field({ description: 'The service view: ${APP_URL}/about?service_token=...' })
  url: string;

  @Field(() => Date)
  expiresAt: Date;
}

@ObjectType('StaffApplicationEdge')
class ApplicationEdge {
  @Field()
  cursor: string;

  @Field(() => StaffApplication)
  node: StaffApplication;
}

@ObjectType('StaffApplicationConnection', {
  description: 'Applications in the order they were created; a cursor stays valid whatever is saved meanwhile.',
})
class ApplicationConnection {
  @Field(() => [ApplicationEdge])
  edges: ApplicationEdge[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;
}

@ObjectType(auditType, { implements: Node, description: 'What a staff member (or the command line) did, and when.' })
export class StaffAuditEntry extends Node {
  @Field({ description: "The staff member's e-mail, or `command line`." })
  actor: string;

  @Field({
    description:
      'What they did: application.read, applications.list, applications.export, service_token.mint, service_token.read (a read through a service token, under whoever minted it), document.read, application.packet, saved_view.save or .delete, or of staff themselves staff.sign_in, staff.sign_in_failed, staff.invite, staff.role_change, staff.disable, staff.second_factor_enrol, staff.second_factor_reset, staff.password_reset, staff.token_create, staff.tokens_revoke.',
  })
  action: string;

  @Field(() => ID, { nullable: true, description: "The application's global id, where one was read or minted for." })
  application: string | null;

  @Field(() => Int, { nullable: true, description: "The application's number, while the application is there." })
  applicationNumber: number | null;

  @Field(() => GraphQLJSONObject, { description: 'The filters of a list or an export, and how many rows it gave.' })
  detail: Record<string, unknown>;

  @Field(() => Date)
  at: Date;
}

@ObjectType('StaffAuditEdge')
class AuditEdge {
  @Field()
  cursor: string;

  @Field(() => StaffAuditEntry)
  node: StaffAuditEntry;
}

@ObjectType('StaffAuditConnection', { description: 'The staff audit, newest first.' })
class AuditConnection {
  @Field(() => [AuditEdge])
  edges: AuditEdge[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;
}

/** The worklist's filters but the status (the stage among them): what the counts per status take. */
@ArgsType()
export class CountFilterArgs {
  @Field(() => Date, { nullable: true, description: 'Submitted at or after.' })
  submittedFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Submitted at or before.' })
  submittedTo?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "Part of the student's name or e-mail (the answers' or the account's), or the application's number.",
  })
  search?: string | null;

  @Field(() => reviewStageEnum, {
    nullable: true,
    description: 'Only submitted applications in this review stage (docs/product.md §17.1).',
  })
  reviewStage?: ReviewStage | null;
}

export const applicationOrderEnum = graphqlEnum(
  applicationOrders,
  'StaffApplicationOrder',
  'CREATED_ASC (the default: as created), CREATED_DESC, SUBMITTED_DESC (newest first, the unsubmitted last), SUBMITTED_ASC, NAME_ASC (last name, then first), NAME_DESC.',
);

/** The worklist's filters and order. */
@ArgsType()
export class FilterArgs extends CountFilterArgs {
  @Field(() => webStatusEnum, { nullable: true })
  webStatus?: WebStatus | null;

  @Field(() => applicationOrderEnum, { defaultValue: 'CREATED_ASC' })
  order: ApplicationOrder;
}

@ArgsType()
class ApplicationsArgs extends FilterArgs {
  @Field(() => Int, { nullable: true })
  first?: number | null;

  @Field(() => String, { nullable: true })
  after?: string | null;

  @Field(() => Int, { nullable: true })
  last?: number | null;

  @Field(() => String, { nullable: true })
  before?: string | null;
}

function toAuditEntry(row: AuditRow): StaffAuditEntry {
  return Object.assign(new StaffAuditEntry(), {
    id: globalId(auditType, row.id),
    actor: row.actor,
    action: row.action,
    application: row.applicationId ? globalId(applicationType, row.applicationId) : null,
    applicationNumber: row.applicationNumber,
    detail: row.detail,
    at: row.at,
  });
}

/** An application's row id from its global id (or the UUID itself; the service finds no other). */
function applicationIdOf(id: string): string {
  return rowIdOf(id, applicationType) ?? id;
}

@Resolver(() => StaffApplication)
export class StaffApplicationResolver {
  @Extensions(staffOnly)
  @Query(() => ApplicationConnection, { description: 'Staff only: applications, filtered and searched, page by page.' })
  async applications(@Args() args: ApplicationsArgs, @Ctx() context: StaffContext): Promise<ApplicationConnection> {
    const { first, after, last, before, order, ...filters } = args;
    const page = await context.staffReads.list(context, filters, { first, after, last, before }, order);
    const edges = page.rows.map((row) => ({ cursor: applicationCursor(row), node: toStaffApplication(row) }));
    return {
      edges,
      pageInfo: {
        hasNextPage: page.hasNextPage,
        hasPreviousPage: page.hasPreviousPage,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  }

  @Extensions(staffOnly)
  @Query(() => StaffApplication, { description: 'Staff only: one application by its global id (or UUID); the read is audited.' })
  async application(@Arg('id', () => ID) id: string, @Ctx() context: StaffContext): Promise<StaffApplication> {
    return toStaffApplication(await context.staffReads.read(context, applicationIdOf(id)));
  }

  @Extensions(staffOnly)
  @Query(() => Node, { nullable: true, description: 'Staff only: the object of a global id.' })
  async node(@Arg('id', () => ID) id: string, @Ctx() context: StaffContext): Promise<Node | null> {
    if (typeNameOf(id) === applicationType) return this.application(id, context);
    requireStaff(context);
    return null;
  }

  // Worked out when asked for, not for every row of a list (a worklist page asks for neither).
  @FieldResolver(() => [LabelledAnswer], { description: "The answers given, in form order, each with its question's label." })
  labelledAnswers(@Root() application: StaffApplication): LabelledAnswer[] {
    return labelledAnswers(application.answers);
  }

  @FieldResolver(() => [ReadableAnswer], {
    description: "Each question answered once, in form order: its label, the answer as staff read it (a choice's label), and its code.",
  })
  readableAnswers(@Root() application: StaffApplication): ReadableAnswer[] {
    return readableAnswers(application.answers);
  }

  @FieldResolver(() => [DocumentEntry], { description: 'The documents the student attached.' })
  async documents(@Root() application: StaffApplication, @Ctx() context: StaffContext): Promise<DocumentEntry[]> {
    const documents = await context.staffReads.documents(context, application.applicationId);
    return documents.map((document) => ({
      ...document,
      url: document.status === 'COMPLETED' ? staffDocumentPath(application.applicationId, document.answerKey) : null,
    }));
  }

  @FieldResolver(() => PdfEntry, { description: "The application's PDF copy: its status and, once made, its link." })
  pdf(@Root() application: StaffApplication, @Ctx() context: StaffContext): Promise<PdfEntry> {
    return context.staffReads.pdf(context, application.applicationId);
  }

  @Extensions(staffOnly)
  @Mutation(() => ServiceTokenEntry, {
    description: 'Staff only: mints a service token reading the application (audited); answers the service view URL.',
  })
  mintServiceToken(@Arg('applicationId', () => ID) applicationId: string, @Ctx() context: StaffContext): Promise<ServiceTokenEntry> {
    return context.staffReads.mintServiceToken(context, applicationIdOf(applicationId));
  }

  @FieldResolver(() => [Date], { description: "The student's successful logins, newest first." })
  logins(@Root() application: StaffApplication, @Ctx() context: StaffContext): Promise<Date[]> {
    return context.staffReads.logins(context, application.applicationId);
  }

  @FieldResolver(() => [StaffAuditEntry], {
    description: 'What staff did with this application, newest first: reads, service tokens minted, and reads through them.',
  })
  async audit(
    @Root() application: StaffApplication,
    @Ctx() context: StaffContext,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
  ): Promise<StaffAuditEntry[]> {
    return (await context.staffReads.auditOf(context, application.applicationId, first)).map(toAuditEntry);
  }

  @FieldResolver(() => [AnswerEventEntry], { description: 'The answer audit log, newest first, with the previous values.' })
  async answerEvents(
    @Root() application: StaffApplication,
    @Ctx() context: StaffContext,
    @Arg('first', () => Int, { defaultValue: 100 }) first: number,
  ): Promise<AnswerEventEntry[]> {
    const events = await context.staffReads.answerEvents(context, application.applicationId, first);
    return events.map((event) => ({ keys: event.keys, previous: event.previous, at: event.at, by: event.byEmail }));
  }

  @Extensions(staffOnly)
  @Query(() => AuditConnection, {
    description: 'Admins only: the whole staff audit, newest first, of one actor or one action when asked.',
  })
  async staffAudit(
    @Ctx() context: StaffContext,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
    @Arg('actor', () => String, { nullable: true, description: 'Only what this member (their e-mail) or `command line` did.' })
    actor?: string | null,
    @Arg('action', () => String, { nullable: true, description: 'Only entries of this action (e.g. staff.disable).' })
    action?: string | null,
  ): Promise<AuditConnection> {
    const page = await context.staffReads.audit(context, first, after, { actor, action });
    const edges = page.rows.map((row) => ({ cursor: row.cursor, node: toAuditEntry(row) }));
    return {
      edges,
      pageInfo: {
        hasNextPage: page.hasNextPage,
        hasPreviousPage: Boolean(after),
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
    };
  }
}
