// The review's GraphQL: "My queue" as a Relay connection, an application's review as the caller may read it, stage counts and worklist summaries; assigning readers, drafts, submission, reopening, sending back and the decision.
import { GraphQLJSONObject } from 'graphql-scalars';
import {
  Arg,
  Args,
  ArgsType,
  Ctx,
  Extensions,
  Field,
  FieldResolver,
  Float,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { reviewStageLabels, type Answers, type Decision, type ReviewStage } from '@transfer/form';
import { PageInfo } from '../graphql/connection';
import { staffOnly } from '../graphql/limits';
import type { RequestContext } from '../graphql/context';
import { decisionEnum, reviewStageEnum } from '../graphql/review';
import { globalId, rowIdOf } from '../graphql/node';
import { parseInput } from '../input';
import {
  applicationIdInput,
  assignInput,
  decisionInput,
  decisionNoteInput,
  expectedVersionInput,
  queuePageInput,
  readerIdInput,
  reasonInput,
  summaryIdsInput,
} from './input';
import { reviewerOf } from './reviewer';
import type { ApplicationReview, QueueEntry, ReaderEntry, ReviewRow, ReviewService, ReviewSummary } from './service';

/** What the review's resolvers need besides the request. */
export interface ReviewContext extends RequestContext {
  reviews: ReviewService;
}

/** The staff's global id of an application (what node(id) and application(id) take). */
const staffApplicationType = 'StaffApplication';

/** The global id of an application's review as one caller reads it (a client's store keeps it by this id). */
const applicationReviewType = 'ApplicationReview';

/** A global id's row id, or the text itself (the input's schema then checks it is a UUID). */
function rowIdOrId(id: string): string {
  return rowIdOf(id, staffApplicationType) ?? id;
}

/** An application's row id from its global id (or the UUID itself), checked. */
function applicationIdOf(id: string): string {
  return parseInput(applicationIdInput, rowIdOrId(id));
}

@ObjectType('ReviewStageCount', { description: 'How many submitted applications are in a stage.' })
class StageCount {
  @Field(() => reviewStageEnum)
  stage: ReviewStage;

  @Field({ description: "The stage's label: Submitted, In review, Ready for decision or Decided." })
  label: string;

  @Field(() => Int)
  count: number;
}

@ObjectType('ReviewQueueEntry', { description: "An application in the caller's queue: assigned to them, their review not submitted." })
class QueueItem {
  @Field(() => ID, { description: "The application's global id (StaffApplication)." })
  application: string;

  @Field(() => ID)
  applicationId: string;

  @Field(() => Int, { description: "The application's number, as the staff reader's address has it." })
  number: number;

  @Field({ description: "The student's account e-mail." })
  username: string;

  @Field({ description: "The student's name as they gave it." })
  name: string;

  @Field(() => Date)
  submittedAt: Date;

  @Field(() => Date)
  assignedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the draft was last saved; null before any.' })
  savedAt: Date | null;
}

@ObjectType('ReviewQueueEdge')
class QueueEdge {
  @Field()
  cursor: string;

  @Field(() => QueueItem)
  node: QueueItem;
}

@ObjectType('ReviewQueueConnection', { description: '"My queue": oldest submission first.' })
class QueueConnection {
  @Field(() => [QueueEdge])
  edges: QueueEdge[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int, { description: 'How many applications the whole queue holds.' })
  totalCount: number;
}

@ObjectType('ReviewAssignment', { description: 'A reader assigned to the application, and whether their review is in.' })
class AssignmentEntry {
  @Field(() => ID)
  readerId: string;

  @Field(() => String, { nullable: true, description: "The reader's e-mail." })
  reader: string | null;

  @Field(() => Date)
  assignedAt: Date;

  @Field()
  submitted: boolean;
}

@ObjectType('ReaderReview', { description: "A reader's review: the review form's answers, a draft until submitted." })
class ReaderReview {
  @Field(() => ID)
  applicationId: string;

  @Field(() => ID)
  readerId: string;

  @Field(() => String, { nullable: true, description: "The reader's e-mail." })
  reader: string | null;

  @Field(() => GraphQLJSONObject, { description: "Answers by the review form's keys (form/src/review), choices' labels included." })
  answers: Answers;

  @Field(() => Float, { nullable: true, description: 'The mean of the criteria, once submitted.' })
  rating: number | null;

  @Field(() => Date, { nullable: true })
  savedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Null while a draft.' })
  submittedAt: Date | null;
}

@ObjectType('ReviewVersion', { description: 'A submitted review as it was when an admin reopened it.' })
class VersionEntry {
  @Field(() => GraphQLJSONObject)
  answers: Answers;

  @Field(() => Float, { nullable: true })
  rating: number | null;

  @Field(() => Date)
  submittedAt: Date;

  @Field(() => Date)
  reopenedAt: Date;

  @Field({ description: "The admin's e-mail." })
  reopenedBy: string;
}

@ObjectType('ApplicationReview', {
  description: "An application's review as the caller may read it: a reader sees the others' reviews once theirs is in.",
})
class ApplicationReviewNode {
  @Field(() => ID, { description: "Global: ApplicationReview and the application's id (what a client keeps it by)." })
  id: string;

  @Field(() => ID, { description: "The application's global id (StaffApplication)." })
  application: string;

  @Field(() => ID)
  applicationId: string;

  @Field(() => reviewStageEnum)
  stage: ReviewStage;

  @Field()
  stageLabel: string;

  @Field(() => Int, { description: 'Give it back to recordDecision: a decision on an older version is refused.' })
  version: number;

  @Field(() => [AssignmentEntry])
  assignments: AssignmentEntry[];

  @Field(() => [ReaderReview])
  reviews: ReaderReview[];

  @Field(() => Int, { description: 'Of the reviews the caller sees, how many are submitted.' })
  reviewsIn: number;

  @Field(() => Float, { nullable: true, description: 'The mean rating of those submitted reviews.' })
  averageRating: number | null;

  @Field(() => decisionEnum, { nullable: true })
  decision: Decision | null;

  @Field(() => String, { nullable: true })
  decisionNote: string | null;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who recorded the decision (their e-mail).' })
  decidedBy: string | null;

  @Field(() => ID, { nullable: true, description: "The application before this one in the caller's queue." })
  queuePrevious: string | null;

  @Field(() => Int, { nullable: true, description: 'The number of the application before this one in the queue.' })
  queuePreviousNumber: number | null;

  @Field(() => ID, { nullable: true, description: "The application after this one in the caller's queue." })
  queueNext: string | null;

  @Field(() => Int, { nullable: true, description: 'The number of the application after this one in the queue.' })
  queueNextNumber: number | null;
}

@ObjectType('ReviewStaffMember', { description: 'A member of staff as the review knows them: who reads and who decides.' })
class StaffMemberEntry {
  @Field(() => ID, { description: 'What assignReaders takes in readerIds, and ReaderReview.readerId gives.' })
  id: string;

  @Field()
  email: string;

  @Field({ description: 'admin (assigns, reopens, sends back, decides) or reader.' })
  role: string;
}

@ObjectType('ReviewSummary', {
  description: 'An application summed up for the worklist (reviews in and their mean: for a reader, once theirs is in).',
})
class SummaryEntry {
  @Field(() => ID)
  applicationId: string;

  @Field(() => reviewStageEnum)
  stage: ReviewStage;

  @Field(() => [String], { description: "The readers' e-mails." })
  readers: string[];

  @Field(() => Int, { nullable: true })
  reviewsIn: number | null;

  @Field(() => Float, { nullable: true })
  averageRating: number | null;

  @Field(() => decisionEnum, { nullable: true })
  decision: Decision | null;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;
}

@ObjectType('AssignReadersResult')
class AssignResultEntry {
  @Field(() => Int, { description: 'How many reader-application pairs are new.' })
  assigned: number;

  @Field(() => Int, { description: 'How many applications moved to In review.' })
  movedToInReview: number;
}

@ArgsType()
class QueueArgs {
  @Field(() => Int, { nullable: true })
  first?: number | null;

  @Field(() => String, { nullable: true })
  after?: string | null;

  @Field(() => Int, { nullable: true })
  last?: number | null;

  @Field(() => String, { nullable: true })
  before?: string | null;
}

const toReaderReview = (row: ReviewRow): ReaderReview => ({ ...row, reader: row.readerName });

function toApplicationReview(review: ApplicationReview): ApplicationReviewNode {
  return {
    ...review,
    id: globalId(applicationReviewType, review.applicationId),
    application: globalId(staffApplicationType, review.applicationId),
    stageLabel: reviewStageLabels[review.stage],
    assignments: review.assignments.map((assignment) => ({ ...assignment, reader: assignment.readerName })),
    reviews: review.reviews.map(toReaderReview),
    decidedBy: review.decidedByName,
  };
}

const toQueueItem = (entry: QueueEntry): QueueItem => ({ ...entry, application: globalId(staffApplicationType, entry.applicationId) });
const toSummary = (summary: ReviewSummary): SummaryEntry => summary;
const toStaffMember = (reader: ReaderEntry): StaffMemberEntry => reader;

@Resolver(() => ReaderReview)
export class ReviewResolver {
  @Extensions(staffOnly)
  @Query(() => QueueConnection, {
    description: 'Staff only: the applications assigned to the caller whose review is not submitted, oldest first.',
  })
  async myQueue(@Args() args: QueueArgs, @Ctx() context: ReviewContext): Promise<QueueConnection> {
    const reviewer = reviewerOf(context);
    const page = await context.reviews.myQueue(reviewer, parseInput(queuePageInput, args));
    const edges = page.entries.map((entry) => ({ cursor: entry.cursor, node: toQueueItem(entry) }));
    return {
      edges,
      pageInfo: {
        hasNextPage: page.hasNextPage,
        hasPreviousPage: page.hasPreviousPage,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      totalCount: page.totalCount,
    };
  }

  @Extensions(staffOnly)
  @Query(() => ApplicationReviewNode, {
    description: "Staff only: a submitted application's stage, readers, the reviews the caller may see, and its decision.",
  })
  async applicationReview(
    @Arg('applicationId', () => ID) applicationId: string,
    @Ctx() context: ReviewContext,
  ): Promise<ApplicationReviewNode> {
    return toApplicationReview(await context.reviews.applicationReview(reviewerOf(context), applicationIdOf(applicationId)));
  }

  @Extensions(staffOnly)
  @Query(() => StaffMemberEntry, { description: 'Staff only: the caller as the review knows them (their id and role).' })
  reviewer(@Ctx() context: ReviewContext): StaffMemberEntry {
    const { staffId, name, role } = reviewerOf(context);
    return { id: staffId, email: name, role };
  }

  @Extensions(staffOnly)
  @Query(() => [StaffMemberEntry], {
    description: 'Admins only: the readers an admin may assign (members of staff with the role reader, not disabled), by e-mail.',
  })
  async reviewers(@Ctx() context: ReviewContext): Promise<StaffMemberEntry[]> {
    return (await context.reviews.readers(reviewerOf(context))).map(toStaffMember);
  }

  @Extensions(staffOnly)
  @Query(() => [StageCount], { description: 'Staff only: how many submitted applications are in each stage.' })
  async stageCounts(@Ctx() context: ReviewContext): Promise<StageCount[]> {
    reviewerOf(context);
    return (await context.reviews.stageCounts()).map((count) => ({ ...count, label: reviewStageLabels[count.stage] }));
  }

  @Extensions(staffOnly)
  @Query(() => [SummaryEntry], { description: 'Staff only: applications of the worklist summed up, in the order given (at most 100).' })
  async reviewSummaries(
    @Arg('applicationIds', () => [ID]) applicationIds: string[],
    @Ctx() context: ReviewContext,
  ): Promise<SummaryEntry[]> {
    const reviewer = reviewerOf(context);
    const ids = parseInput(summaryIdsInput, applicationIds.map(rowIdOrId));
    return (await context.reviews.summaries(reviewer, ids)).map(toSummary);
  }

  @FieldResolver(() => [VersionEntry], { description: 'What the review was before each reopening, oldest first (admins, and the reader).' })
  versions(@Root() review: ReaderReview, @Ctx() context: ReviewContext): Promise<VersionEntry[]> {
    return context.reviews.versions(reviewerOf(context), review.applicationId, review.readerId);
  }

  @Extensions(staffOnly)
  @Mutation(() => AssignResultEntry, {
    description:
      'Admins only: assigns readers to applications in one request, every reader on each or spread evenly; Submitted moves to In review.',
  })
  assignReaders(
    @Arg('applicationIds', () => [ID]) applicationIds: string[],
    @Arg('readerIds', () => [ID]) readerIds: string[],
    @Arg('spreadEvenly', { defaultValue: false }) spreadEvenly: boolean,
    @Ctx() context: ReviewContext,
  ): Promise<AssignResultEntry> {
    const reviewer = reviewerOf(context);
    return context.reviews.assignReaders(
      reviewer,
      parseInput(assignInput, { applicationIds: applicationIds.map(rowIdOrId), readerIds, spreadEvenly }),
    );
  }

  @Extensions(staffOnly)
  @Mutation(() => ReaderReview, { description: "The caller's review saved as a draft: partial answers are fine." })
  async saveReviewDraft(
    @Arg('applicationId', () => ID) applicationId: string,
    @Arg('answers', () => GraphQLJSONObject) answers: Record<string, unknown>,
    @Ctx() context: ReviewContext,
  ): Promise<ReaderReview> {
    return toReaderReview(await context.reviews.saveDraft(reviewerOf(context), applicationIdOf(applicationId), answers));
  }

  @Extensions(staffOnly)
  @Mutation(() => ApplicationReviewNode, {
    description: "Submits the caller's review (complete by the review form's rules); then read-only.",
  })
  async submitReview(
    @Arg('applicationId', () => ID) applicationId: string,
    @Ctx() context: ReviewContext,
    @Arg('answers', () => GraphQLJSONObject, { nullable: true }) answers?: Record<string, unknown> | null,
  ): Promise<ApplicationReviewNode> {
    const reviewer = reviewerOf(context);
    const id = applicationIdOf(applicationId);
    await context.reviews.submit(reviewer, id, answers ?? {});
    return toApplicationReview(await context.reviews.applicationReview(reviewer, id));
  }

  @Extensions(staffOnly)
  @Mutation(() => ApplicationReviewNode, {
    description: "Admins only: opens a reader's submitted review again, keeping the version it was.",
  })
  async reopenReview(
    @Arg('applicationId', () => ID) applicationId: string,
    @Arg('readerId', () => ID) readerId: string,
    @Ctx() context: ReviewContext,
  ): Promise<ApplicationReviewNode> {
    const reviewer = reviewerOf(context);
    const id = applicationIdOf(applicationId);
    await context.reviews.reopen(reviewer, id, parseInput(readerIdInput, readerId));
    return toApplicationReview(await context.reviews.applicationReview(reviewer, id));
  }

  @Extensions(staffOnly)
  @Mutation(() => ApplicationReviewNode, { description: 'Admins only: sends the application back one stage, saying why.' })
  async sendBackStage(
    @Arg('applicationId', () => ID) applicationId: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() context: ReviewContext,
  ): Promise<ApplicationReviewNode> {
    const reviewer = reviewerOf(context);
    const id = applicationIdOf(applicationId);
    await context.reviews.sendBack(reviewer, id, parseInput(reasonInput, reason ?? undefined));
    return toApplicationReview(await context.reviews.applicationReview(reviewer, id));
  }

  @Extensions(staffOnly)
  @Mutation(() => ApplicationReviewNode, {
    description:
      'Admins only: records the decision on an application Ready for decision, read at expectedVersion; a second decision is a conflict.',
  })
  async recordDecision(
    @Arg('applicationId', () => ID) applicationId: string,
    @Arg('decision', () => decisionEnum) decision: Decision,
    @Arg('expectedVersion', () => Int) expectedVersion: number,
    @Ctx() context: ReviewContext,
    @Arg('note', () => String, { nullable: true }) note?: string | null,
  ): Promise<ApplicationReviewNode> {
    const reviewer = reviewerOf(context);
    const id = applicationIdOf(applicationId);
    await context.reviews.decide(
      reviewer,
      id,
      parseInput(decisionInput, decision),
      parseInput(decisionNoteInput, note ?? undefined),
      parseInput(expectedVersionInput, expectedVersion),
    );
    return toApplicationReview(await context.reviews.applicationReview(reviewer, id));
  }
}
