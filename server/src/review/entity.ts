// The review tables: each submitted application's stage and decision (a row once it first moves; none means Submitted), each reader's review of it, the versions a reopening kept, the audit of every change, and the stage read view other domains filter by.
import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  ViewColumn,
  ViewEntity,
} from 'typeorm';
import { decisions, reviewStages, type Answers, type Decision, type ReviewStage } from '@transfer/form';

const listed = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** Where an application stands after submission (docs/product.md §17.1), and the decision once recorded (§17.5). */
@Entity({ name: 'review_stage' })
@Check('review_stage_known', `"stage" IN (${listed(reviewStages)})`)
/** The stage counts read this index alone. */
@Index('review_stage_stage', ['stage'])
@Check('review_stage_decision_known', `"decision" IS NULL OR "decision" IN (${listed(decisions)})`)
export class ReviewStageRow {
  @PrimaryColumn({ name: 'application_id', type: 'uuid', primaryKeyConstraintName: 'review_stage_pkey' })
  applicationId: string;

  /** The applications domain's `application` table, named rather than imported. */
  @ManyToOne('application', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id', foreignKeyConstraintName: 'review_stage_application_fkey' })
  application?: unknown;

  @Column({ type: 'text' })
  stage: ReviewStage;

  /** Counts every change of the row: a decision names the version it was made on, and a stale one is refused. */
  @Column({ type: 'integer', default: 0 })
  version: number;

  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;

  @Column({ type: 'text', nullable: true })
  decision: Decision | null;

  @Column({ name: 'decision_note', type: 'text', nullable: true })
  decisionNote: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @ManyToOne('user', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by', foreignKeyConstraintName: 'review_stage_decided_by_fkey' })
  decider?: unknown;

  /** Who decided, kept as text: the conflict a second decision gets names them even once their account is gone. */
  @Column({ name: 'decided_by_name', type: 'text', nullable: true })
  decidedByName: string | null;
}

/** A reader's review of an application: assigned, saved as a draft, submitted once (docs/product.md §17.2, §17.3). */
@Entity({ name: 'review' })
/** "My queue": a reader's reviews not submitted, oldest submission first, read straight from this index. */
@Index('review_open_queue', ['readerId', 'applicationSubmittedAt', 'applicationId'], { where: '"submitted_at" IS NULL' })
@Index('review_reader', ['readerId'])
export class Review {
  @PrimaryColumn({ name: 'application_id', type: 'uuid', primaryKeyConstraintName: 'review_pkey' })
  applicationId: string;

  @ManyToOne('application', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id', foreignKeyConstraintName: 'review_application_fkey' })
  application?: unknown;

  @PrimaryColumn({ name: 'reader_id', type: 'uuid', primaryKeyConstraintName: 'review_pkey' })
  readerId: string;

  @ManyToOne('user', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reader_id', foreignKeyConstraintName: 'review_reader_fkey' })
  reader?: unknown;

  /** The application's submission time, copied at assignment (it never changes): the queue's order. */
  @Column({ name: 'application_submitted_at', type: 'timestamptz' })
  applicationSubmittedAt: Date;

  @Column({ name: 'assigned_at', type: 'timestamptz' })
  assignedAt: Date;

  @Column({ name: 'assigned_by', type: 'uuid', nullable: true })
  assignedBy: string | null;

  @ManyToOne('user', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_by', foreignKeyConstraintName: 'review_assigned_by_fkey' })
  assigner?: unknown;

  /** The review form's answers (form/src/review), labels of choices included. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  answers: Answers;

  @Column({ name: 'saved_at', type: 'timestamptz', nullable: true })
  savedAt: Date | null;

  /** Null while a draft (or once reopened). */
  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  /** The mean of the criteria, set on submission. */
  @Column({ type: 'double precision', nullable: true })
  rating: number | null;
}

/** A submitted review as it was when an admin reopened it. */
@Entity({ name: 'review_version' })
@Index('review_version_review', ['applicationId', 'readerId', 'id'])
export class ReviewVersion {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'review_version_pkey' })
  id: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @ManyToOne('application', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id', foreignKeyConstraintName: 'review_version_application_fkey' })
  application?: unknown;

  @Column({ name: 'reader_id', type: 'uuid' })
  readerId: string;

  @Column({ type: 'jsonb' })
  answers: Answers;

  @Column({ type: 'double precision', nullable: true })
  rating: number | null;

  @Column({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt: Date;

  @Column({ name: 'reopened_at', type: 'timestamptz' })
  reopenedAt: Date;

  /** The admin's e-mail. */
  @Column({ name: 'reopened_by', type: 'text' })
  reopenedBy: string;
}

export const reviewActions = ['readers.assigned', 'stage.changed', 'review.submitted', 'review.reopened', 'decision.recorded'] as const;
export type ReviewAction = (typeof reviewActions)[number];

/** Append-only: who moved an application's review along, how, when (stage changes with from, to and any reason). */
@Entity({ name: 'review_audit' })
@Check('review_audit_action_known', `"action" IN (${listed(reviewActions)})`)
@Index('review_audit_application', ['applicationId', 'at'])
export class ReviewAudit {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'review_audit_pkey' })
  id: string;

  /** Kept as a value: the audit outlives the application. */
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @Column({ name: 'staff_user_id', type: 'uuid', nullable: true })
  staffUserId: string | null;

  @ManyToOne('user', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'staff_user_id', foreignKeyConstraintName: 'review_audit_staff_user_fkey' })
  staffUser?: unknown;

  /** The staff member's e-mail. */
  @Column({ type: 'text' })
  actor: string;

  @Column({ type: 'text' })
  action: ReviewAction;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  detail: Record<string, unknown>;

  @Column({ type: 'timestamptz' })
  at: Date;
}

/** What other domains may read of the review (the staff worklist's stage filter): every submitted application's stage. */
@ViewEntity({
  name: 'review_stage_read',
  dependsOn: ['application_read'],
  expression: `SELECT a.id AS application_id, COALESCE(s.stage, 'submitted') AS stage
FROM application_read a LEFT JOIN review_stage s ON s.application_id = a.id
WHERE a.submitted_at IS NOT NULL`,
})
export class ReviewStageRead {
  @ViewColumn({ name: 'application_id' })
  applicationId: string;

  @ViewColumn()
  stage: ReviewStage;
}

export const reviewEntities = [ReviewStageRow, Review, ReviewVersion, ReviewAudit, ReviewStageRead];
