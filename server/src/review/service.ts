// The review and decision (docs/product.md §17): stages, readers assigned in one set-based request, reviews saved as drafts and submitted once, blind until one's own is in, reopened with the previous version kept, and a decision recorded once under the stage row's lock.
import {
  decisionLabels,
  previousStage,
  reviewErrors,
  reviewPatch,
  reviewRating,
  reviewStageLabels,
  reviewStages,
  type Answers,
  type Decision,
  type ReviewStage,
} from '@transfer/form';
import type { Database, Transaction } from '../db/database';
import { Conflict, Forbidden, NotFound, ValidationError } from '../errors';
import type { ReviewAction } from './entity';
import { queueCursorOf, queuePositionOf, type AssignRequest, type QueuePage } from './input';
import type { Reviewer } from './reviewer';
import { reviewStatements as sql } from './sql';

export type Clock = () => Date;

export const adminOnlyMessage = 'Only an admin may do this.';
export const notAssignedMessage = 'You are not assigned to review this application.';
export const reviewReadOnlyMessage = 'This review is submitted: it is read-only unless an admin reopens it.';
export const notSubmittedApplicationMessage = 'That application is not submitted, or there is no such application.';
/** An assignment naming somebody who is no reader or admin of the staff (or is disabled). */
export const notReadersMessage = (ids: readonly string[]) => `Not a reader or admin of the staff: ${ids.join(', ')}.`;

/** A member of staff an admin may assign applications to. */
export interface ReaderEntry {
  id: string;
  email: string;
  role: Reviewer['role'];
}

/** The conflict a second decision gets: who recorded the first and when (docs/product.md §17.5). */
export const decidedByMessage = (name: string, at: Date) => `${name} recorded a decision at ${at.toISOString()}.`;

export interface ReviewRow {
  applicationId: string;
  readerId: string;
  /** The reader's e-mail (null once their account is gone). */
  readerName: string | null;
  answers: Answers;
  assignedAt: Date;
  savedAt: Date | null;
  submittedAt: Date | null;
  rating: number | null;
}

export interface Assignment {
  readerId: string;
  readerName: string | null;
  assignedAt: Date;
  submitted: boolean;
}

export interface StageState {
  stage: ReviewStage;
  version: number;
  decision: Decision | null;
  decisionNote: string | null;
  decidedAt: Date | null;
  decidedByName: string | null;
}

/** An application's review as one caller may read it. */
export interface ApplicationReview extends StageState {
  applicationId: string;
  assignments: Assignment[];
  /** The reviews the caller may see: an admin all, a reader their own and, once it is in, the others' submitted ones. */
  reviews: ReviewRow[];
  /** Of the reviews seen, how many are in, and the mean of their ratings. */
  reviewsIn: number;
  averageRating: number | null;
  /** The caller's own queue around this application: ids and numbers. */
  queuePrevious: string | null;
  queuePreviousNumber: number | null;
  queueNext: string | null;
  queueNextNumber: number | null;
}

export interface QueueEntry {
  applicationId: string;
  number: number;
  submittedAt: Date;
  submittedAtText: string;
  assignedAt: Date;
  savedAt: Date | null;
  username: string;
  name: string;
}

export interface QueuePageResult {
  entries: (QueueEntry & { cursor: string })[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: number;
}

/** An application summed up for the worklist and the export (the reviews in and their mean, for a reader, once theirs is in). */
export interface ReviewSummary {
  applicationId: string;
  stage: ReviewStage;
  readers: string[];
  reviewsIn: number | null;
  averageRating: number | null;
  decision: Decision | null;
  decidedAt: Date | null;
}

export interface AssignResult {
  /** How many reader-application pairs are new. */
  assigned: number;
  /** The applications moved to In review. */
  movedToInReview: number;
}

interface LockedStage extends Omit<StageState, 'decisionNote'> {
  applicationId: string;
}

interface AuditEntry {
  applicationId: string;
  action: ReviewAction;
  detail: Record<string, unknown>;
}

function requireAdmin(reviewer: Reviewer): void {
  if (reviewer.role !== 'admin') throw new Forbidden(adminOnlyMessage);
}

const stageChange = (applicationId: string, from: ReviewStage, to: ReviewStage, more: Record<string, unknown> = {}): AuditEntry => ({
  applicationId,
  action: 'stage.changed',
  detail: { from, to, ...more },
});

/** Each reader-application pair: every reader on every application, or the readers taken in turn ("spread evenly"). */
function pairsOf(applicationIds: readonly string[], readerIds: readonly string[], spreadEvenly: boolean): [string[], string[]] {
  const pairs = spreadEvenly
    ? applicationIds.map((applicationId, index) => [applicationId, readerIds[index % readerIds.length]] as const)
    : applicationIds.flatMap((applicationId) => readerIds.map((readerId) => [applicationId, readerId] as const));
  return [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])];
}

export class ReviewService {
  constructor(
    private readonly db: Database,
    private readonly now: Clock = () => new Date(),
  ) {}

  private async audit(tx: Transaction, reviewer: Reviewer, entries: readonly AuditEntry[], at: Date): Promise<void> {
    if (entries.length === 0) return;
    await tx.execute(sql.audit, [
      entries.map((entry) => entry.applicationId),
      reviewer.staffId,
      reviewer.name,
      entries.map((entry) => entry.action),
      entries.map((entry) => JSON.stringify(entry.detail)),
      at,
    ]);
  }

  /** The stage rows of submitted applications, made where missing and locked, in the order of `applicationIds`' ids. */
  private async lockStages(tx: Transaction, applicationIds: readonly string[], at: Date): Promise<LockedStage[]> {
    await tx.execute(sql.ensureStages, [applicationIds, at]);
    return tx.query<LockedStage>(sql.lockStages, [applicationIds]);
  }

  /** One submitted application's stage row, locked: what every change of its review is made under. */
  private async lockStage(tx: Transaction, applicationId: string, at: Date): Promise<LockedStage> {
    if ((await tx.query(sql.isSubmitted, [applicationId])).length === 0) throw new NotFound(notSubmittedApplicationMessage);
    const [stage] = await this.lockStages(tx, [applicationId], at);
    return stage;
  }

  /**
   * Assigns readers to applications in one transaction of a few set-based statements, whatever the number (docs/product.md
   * §17.2): a Submitted application moves to In review, and so does one Ready for decision that gets a new reader.
   */
  async assignReaders(reviewer: Reviewer, { applicationIds, readerIds, spreadEvenly }: AssignRequest): Promise<AssignResult> {
    requireAdmin(reviewer);
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const readers = await tx.query<{ id: string }>(sql.staffMembers, [readerIds]);
      const unknownReaders = readerIds.filter((id) => !readers.some((reader) => reader.id === id));
      if (unknownReaders.length > 0) throw new ValidationError(notReadersMessage(unknownReaders));
      const applications = await tx.query<{ id: string }>(sql.submittedApplications, [applicationIds]);
      if (applications.length < applicationIds.length) {
        const known = new Set(applications.map((application) => application.id));
        throw new ValidationError(`Not a submitted application: ${applicationIds.filter((id) => !known.has(id)).join(', ')}.`);
      }
      const ordered = applications.map((application) => application.id);
      const stages = await this.lockStages(tx, ordered, at);
      const decided = stages.filter((stage) => stage.stage === 'decided').map((stage) => stage.applicationId);
      if (decided.length > 0) throw new Conflict(`A decided application takes no more readers: ${decided.join(', ')}.`);
      const assigned = await tx.query<{ applicationId: string; readerId: string }>(sql.assign, [
        ...pairsOf(ordered, readerIds, spreadEvenly),
        at,
        reviewer.staffId,
      ]);
      const withNewReaders = new Set(assigned.map((pair) => pair.applicationId));
      // Submitted moves whether or not its readers are new (one sent back keeps its readers); Ready for decision only
      // with a new reader, whose review is then owed.
      const moving = stages.filter(
        (stage) => stage.stage === 'submitted' || (stage.stage === 'ready_for_decision' && withNewReaders.has(stage.applicationId)),
      );
      if (moving.length > 0) await tx.execute(sql.moveStages, [moving.map((stage) => stage.applicationId), 'in_review', at]);
      const readersOf = new Map<string, string[]>();
      for (const pair of assigned) readersOf.set(pair.applicationId, [...(readersOf.get(pair.applicationId) ?? []), pair.readerId]);
      await this.audit(
        tx,
        reviewer,
        [
          ...[...readersOf].map(([applicationId, ids]): AuditEntry => ({
            applicationId,
            action: 'readers.assigned',
            detail: { readerIds: ids },
          })),
          ...moving.map((stage) => stageChange(stage.applicationId, stage.stage, 'in_review')),
        ],
        at,
      );
      return { assigned: assigned.length, movedToInReview: moving.length };
    });
  }

  /** Saves answers into the caller's draft (a partial draft is fine: only the answer model and the choices are checked). */
  async saveDraft(reviewer: Reviewer, applicationId: string, patch: unknown): Promise<ReviewRow> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const review = await this.ownOpenReview(tx, reviewer, applicationId);
      const labelled = this.checkedPatch(review.answers, patch);
      await tx.execute(sql.saveDraft, [applicationId, reviewer.staffId, JSON.stringify(labelled), at]);
      return { ...review, answers: { ...review.answers, ...labelled }, savedAt: at };
    });
  }

  /**
   * Submits the caller's review (with a last patch of answers), complete by the review form's rules; the last review in
   * moves the application to Ready for decision, in the same transaction, under its stage row's lock.
   */
  async submit(reviewer: Reviewer, applicationId: string, patch: unknown = {}): Promise<ReviewRow> {
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const stage = await this.lockStage(tx, applicationId, at);
      const review = await this.ownOpenReview(tx, reviewer, applicationId);
      const answers = { ...review.answers, ...this.checkedPatch(review.answers, patch) };
      const errors = reviewErrors(answers, at);
      if (errors.length > 0) {
        throw new ValidationError(
          `The review is not complete: ${errors.map((error) => error.key).join(', ')}.`,
          Object.fromEntries(errors.map((error) => [error.key, error.message])),
        );
      }
      const rating = reviewRating(answers);
      await tx.execute(sql.submit, [applicationId, reviewer.staffId, JSON.stringify(answers), at, rating]);
      const entries: AuditEntry[] = [{ applicationId, action: 'review.submitted', detail: { readerId: reviewer.staffId, rating } }];
      const [{ open }] = await tx.query<{ open: number }>(sql.openReviews, [applicationId]);
      if (open === 0 && stage.stage === 'in_review') {
        await tx.execute(sql.moveStages, [[applicationId], 'ready_for_decision', at]);
        entries.push(stageChange(applicationId, 'in_review', 'ready_for_decision'));
      }
      await this.audit(tx, reviewer, entries, at);
      return { ...review, answers, savedAt: at, submittedAt: at, rating };
    });
  }

  /** An admin opens a submitted review again, keeping it as it was; Ready for decision goes back to In review. */
  async reopen(reviewer: Reviewer, applicationId: string, readerId: string): Promise<ReviewRow> {
    requireAdmin(reviewer);
    const at = this.now();
    return this.db.transaction(async (tx) => {
      const stage = await this.lockStage(tx, applicationId, at);
      if (stage.stage === 'decided')
        throw new Conflict('A decision is recorded: send the application back a stage before reopening a review.');
      const [review] = await tx.query<ReviewRow>(sql.lockReview, [applicationId, readerId]);
      if (!review) throw new NotFound('That reader is not assigned to this application.');
      if (!review.submittedAt) throw new Conflict('That review is not submitted: it is open already.');
      await tx.execute(sql.keepVersion, [applicationId, readerId, at, reviewer.name]);
      await tx.execute(sql.reopen, [applicationId, readerId]);
      const entries: AuditEntry[] = [{ applicationId, action: 'review.reopened', detail: { readerId } }];
      if (stage.stage === 'ready_for_decision') {
        await tx.execute(sql.moveStages, [[applicationId], 'in_review', at]);
        entries.push(stageChange(applicationId, 'ready_for_decision', 'in_review', { cause: 'review.reopened' }));
      }
      await this.audit(tx, reviewer, entries, at);
      return { ...review, submittedAt: null, rating: null };
    });
  }

  /** The versions a review had before each reopening, oldest first: an admin's to read, and the reader's own; none for others. */
  async versions(reviewer: Reviewer, applicationId: string, readerId: string) {
    if (reviewer.role !== 'admin' && reviewer.staffId !== readerId) return [];
    return this.db.query<{ answers: Answers; rating: number | null; submittedAt: Date; reopenedAt: Date; reopenedBy: string }>(
      sql.versions,
      [applicationId, readerId],
    );
  }

  /** An admin sends an application back one stage, saying why; a decision taken back is cleared (the audit keeps it). */
  async sendBack(reviewer: Reviewer, applicationId: string, reason: string): Promise<StageState> {
    requireAdmin(reviewer);
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const stage = await this.lockStage(tx, applicationId, at);
      const to = previousStage(stage.stage);
      if (!to) throw new Conflict(`A ${reviewStageLabels.submitted} application has no stage before it.`);
      await tx.execute(sql.sendBack, [applicationId, to, at]);
      const taken = stage.decision ? { decisionTakenBack: stage.decision, decidedBy: stage.decidedByName, decidedAt: stage.decidedAt } : {};
      await this.audit(tx, reviewer, [stageChange(applicationId, stage.stage, to, { reason, ...taken })], at);
    });
    return this.stageOf(applicationId);
  }

  /**
   * An admin records the decision on an application Ready for decision, read at `expectedVersion`: checked in the same
   * locked transaction, so of two admins deciding at once the second gets a conflict naming who decided and when.
   */
  async decide(reviewer: Reviewer, applicationId: string, decision: Decision, note: string, expectedVersion: number): Promise<StageState> {
    requireAdmin(reviewer);
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const stage = await this.lockStage(tx, applicationId, at);
      if (stage.stage === 'decided') throw new Conflict(decidedByMessage(stage.decidedByName ?? 'Somebody', stage.decidedAt ?? at));
      if (stage.version !== expectedVersion) {
        throw new Conflict(`The application changed since you read it (it is now ${reviewStageLabels[stage.stage]}): read it again.`);
      }
      if (stage.stage !== 'ready_for_decision') {
        throw new Conflict(
          `Only an application ${reviewStageLabels.ready_for_decision} takes a decision: this one is ${reviewStageLabels[stage.stage]}.`,
        );
      }
      await tx.execute(sql.decide, [applicationId, decision, at, note, reviewer.staffId, reviewer.name]);
      await this.audit(
        tx,
        reviewer,
        [
          { applicationId, action: 'decision.recorded', detail: { decision: decisionLabels[decision], note } },
          stageChange(applicationId, 'ready_for_decision', 'decided'),
        ],
        at,
      );
    });
    return this.stageOf(applicationId);
  }

  /** An application's review as the caller may read it: the blind rule is the statement's, not the page's. */
  async applicationReview(reviewer: Reviewer, applicationId: string): Promise<ApplicationReview> {
    const [stage, assignments, reviews, [neighbours]] = await Promise.all([
      this.stageOf(applicationId),
      this.db.query<Assignment>(sql.assignments, [applicationId]),
      this.db.query<ReviewRow>(sql.visibleReviews, [applicationId, reviewer.staffId, reviewer.role === 'admin']),
      this.db.query<{ previous: string | null; previousNumber: number | null; next: string | null; nextNumber: number | null }>(
        sql.neighbours,
        [reviewer.staffId, applicationId],
      ),
    ]);
    const ratings = reviews.flatMap((review) => (review.submittedAt && review.rating !== null ? [review.rating] : []));
    return {
      applicationId,
      ...stage,
      assignments,
      reviews,
      reviewsIn: reviews.filter((review) => review.submittedAt).length,
      averageRating: ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : null,
      queuePrevious: neighbours?.previous ?? null,
      queuePreviousNumber: neighbours?.previousNumber ?? null,
      queueNext: neighbours?.next ?? null,
      queueNextNumber: neighbours?.nextNumber ?? null,
    };
  }

  async stageOf(applicationId: string): Promise<StageState> {
    const [stage] = await this.db.query<StageState>(sql.stageOf, [applicationId]);
    if (!stage) throw new NotFound(notSubmittedApplicationMessage);
    return stage;
  }

  /** The readers an admin may assign (docs/product.md §17.2): members of staff with the role reader, not disabled, by e-mail. */
  async readers(reviewer: Reviewer): Promise<ReaderEntry[]> {
    requireAdmin(reviewer);
    return this.db.query<ReaderEntry>(sql.readers);
  }

  /** How many submitted applications are in each stage, every stage named (for the worklist). */
  async stageCounts(): Promise<{ stage: ReviewStage; count: number }[]> {
    const rows = await this.db.query<{ stage: ReviewStage; count: number }>(sql.stageCounts);
    return reviewStages.map((stage) => ({ stage, count: rows.find((row) => row.stage === stage)?.count ?? 0 }));
  }

  /** The caller's queue: their reviews not submitted, oldest submission first, page by page. */
  async myQueue(reviewer: Reviewer, { size, forward, cursor }: QueuePage): Promise<QueuePageResult> {
    const [at, id] = cursor ? queuePositionOf(cursor) : [null, null];
    const [rows, [{ size: totalCount }]] = await Promise.all([
      this.db.query<QueueEntry>(forward ? sql.queueForward : sql.queueBackward, [reviewer.staffId, at, id, size + 1]),
      this.db.query<{ size: number }>(sql.queueSize, [reviewer.staffId]),
    ]);
    const more = rows.length > size;
    const page = rows.slice(0, size);
    if (!forward) page.reverse();
    return {
      entries: page.map((entry) => ({ ...entry, cursor: queueCursorOf(entry) })),
      hasNextPage: forward ? more : cursor !== null,
      hasPreviousPage: forward ? cursor !== null : more,
      totalCount,
    };
  }

  /** Applications summed up for the worklist and the export, in the order asked (the blind rule holds for readers). */
  async summaries(reviewer: Reviewer, applicationIds: readonly string[]): Promise<ReviewSummary[]> {
    const rows = await this.db.query<ReviewSummary>(sql.summaries, [applicationIds, reviewer.staffId, reviewer.role === 'admin']);
    const byId = new Map(rows.map((row) => [row.applicationId, row]));
    return applicationIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  /** The caller's own review, locked, while it is open. */
  private async ownOpenReview(tx: Transaction, reviewer: Reviewer, applicationId: string): Promise<ReviewRow> {
    const [review] = await tx.query<ReviewRow>(sql.lockReview, [applicationId, reviewer.staffId]);
    if (!review) throw new Forbidden(notAssignedMessage);
    if (review.submittedAt) throw new Conflict(reviewReadOnlyMessage);
    return review;
  }

  private checkedPatch(stored: Answers, patch: unknown): Answers {
    const { patch: labelled, problems } = reviewPatch(stored, patch);
    if (problems.length > 0) {
      throw new ValidationError(
        problems.map((problem) => problem.message).join(' '),
        Object.fromEntries(problems.map((problem) => [problem.key, problem.message])),
      );
    }
    return labelled;
  }
}
