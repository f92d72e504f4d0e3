// The application tables: one application per student, the statuses it reached, its audit log, validation and restore links.
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  ViewColumn,
  ViewEntity,
} from 'typeorm';
import { webStatuses, type Answers, type WebStatus } from '@transfer/form';

/**
 * Staff search applications by name and e-mail (the answers first_name, last_name and email_address) through a
 * trigram index on that expression, which the staff domain's migration writes (TypeORM cannot declare it).
 */
@Entity({ name: 'application' })
@Index('application_staff_search', { synchronize: false })
/** Staff sort by name and by submission through these two, on the read view's expressions (the staff reader's migration writes them). */
@Index('application_name_order', { synchronize: false })
@Index('application_submitted_order', { synchronize: false })
/** Staff page through applications in the order they were created (created_at and id never change). */
@Index('application_created_at_id', ['createdAt', 'id'])
export class Application {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'application_pkey' })
  id: string;

  @Index('application_user_key', { unique: true })
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The student's account: accounts' `user` table, named rather than imported, as domains import no other domain. */
  @ManyToOne('user', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'application_user_fkey' })
  user?: unknown;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  answers: Answers;

  @Column({ name: 'last_page', type: 'text', nullable: true })
  lastPage: string | null;

  @Column({ name: 'add_another', type: 'jsonb', default: () => "'{}'" })
  addAnother: Record<string, number>;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  tabs: Record<string, string>;

  /** The submitted applications, counted and read in submission order (the review's stages, staff's date filters). */
  @Index('application_submitted', { where: '"submitted_at" IS NOT NULL' })
  @Column({ name: 'submitted_at', type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  /**
   * When the submission's receipt reached the mail server: null while one is owed (submitted, not yet sent), which the
   * receipt job (receipt-job.ts) finds and sends again after a crash or an SMTP failure.
   */
  @Index('application_receipt_owed', { where: '"submitted_at" IS NOT NULL AND "receipt_sent_at" IS NULL' })
  @Column({ name: 'receipt_sent_at', type: 'timestamptz', nullable: true })
  receiptSentAt: Date | null;

  /**
   * The application's number, given in the order applications are created: what the student, staff and the PDF call it
   * (the sequence starts at 100001, so that every number has six digits for a long while).
   */
  @Index('application_number_key', { unique: true })
  @Column({ type: 'int' })
  @Generated('increment')
  number: number;

  /**
   * Bumped by every change of what the application shows (answers, add-another counts, tabs): a PDF says which it was
   * made from, and a save ruled on against one version is written only while the row still has it.
   */
  @Column({ type: 'int', default: 0 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity({ name: 'application_status' })
@Check('application_status_known', `"status" IN ('started', 'validating', 'submitted')`)
export class ApplicationStatus {
  @PrimaryColumn({ name: 'application_id', type: 'uuid', primaryKeyConstraintName: 'application_status_pkey' })
  applicationId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'application_status_pkey' })
  status: WebStatus;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id', foreignKeyConstraintName: 'application_status_application_fkey' })
  application?: Application;

  @Column({ name: 'reached_at', type: 'timestamptz' })
  reachedAt: Date;
}

/** Append-only: which answer keys a save changed, what each held before, when and by whom. */
@Entity({ name: 'answer_event' })
@Index('answer_event_application_at', ['applicationId', 'at'])
export class AnswerEvent {
  @PrimaryGeneratedColumn('identity', {
    type: 'bigint',
    generatedIdentity: 'ALWAYS',
    primaryKeyConstraintName: 'answer_event_pkey',
  })
  id: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id', foreignKeyConstraintName: 'answer_event_application_fkey' })
  application?: Application;

  @Column({ type: 'text', array: true })
  keys: string[];

  /** Each key's value before the save (null where it had none), so that staff can undo a bad write. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  previous: Record<string, unknown>;

  @Column({ type: 'timestamptz' })
  at: Date;

  /** Null once that user is deleted: the event itself stays. */
  @Column({ name: 'by_user_id', type: 'uuid', nullable: true })
  byUserId: string | null;

  @ManyToOne('user', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'by_user_id', foreignKeyConstraintName: 'answer_event_by_user_fkey' })
  byUser?: unknown;
}

/** The latest validation errors of an application (one row each; only the latest matters). */
@Entity({ name: 'validation_report' })
@Check('validation_report_source_known', `"source" IN ('client', 'server')`)
export class ValidationReport {
  @PrimaryColumn({ name: 'application_id', type: 'uuid', primaryKeyConstraintName: 'validation_report_pkey' })
  applicationId: string;

  @OneToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id', foreignKeyConstraintName: 'validation_report_application_fkey' })
  application?: Application;

  /** A list of {key, page?, message}. */
  @Column({ type: 'jsonb' })
  errors: unknown[];

  /** Who computed it: the client posting its errors, or the server while validating or submitting. */
  @Column({ type: 'text' })
  source: 'client' | 'server';

  @Column({ type: 'timestamptz' })
  at: Date;
}

/** A restore link: visitor answers kept under a random restore token for 7 days; only the token's SHA-256 is stored. */
@Entity({ name: 'restore_link' })
export class RestoreLink {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'restore_link_pkey' })
  id: string;

  @Index('restore_link_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ type: 'jsonb' })
  answers: Answers;

  @Index('restore_link_expires_at')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Staff sort by name: last name, then first name, lower case; the expression of the index `application_name_order`. */
const nameOrder = `lower(coalesce(a.answers ->> 'last_name', '') || ' ' || coalesce(a.answers ->> 'first_name', ''))`;
/** Staff sort by submission, newest first with the unsubmitted last: the expression of `application_submitted_order`. */
const submittedOrder = `coalesce(a.submitted_at, '-infinity'::timestamptz)`;

/**
 * What other domains may read of an application (staff list, search, read and export them): the row, the statuses
 * reached in order with when, how many, and the text staff search, exactly the expression of the index
 * `application_staff_search`. PostgreSQL inlines a view, so that a query through it uses the tables' indexes.
 */
@ViewEntity({
  name: 'application_read',
  expression: `SELECT a.id, a.user_id, a.answers, a.tabs, a.last_page, a.submitted_at, a.created_at,
  lower(coalesce(a.answers ->> 'first_name', '') || ' ' || coalesce(a.answers ->> 'last_name', '') || ' '
    || coalesce(a.answers ->> 'email_address', '')) AS search_text,
  COALESCE((SELECT json_agg(json_build_object('status', s.status, 'reachedAt', s.reached_at)
              ORDER BY array_position(ARRAY[${webStatuses.map((status) => `'${status}'`).join(', ')}], s.status))
            FROM application_status s WHERE s.application_id = a.id), '[]') AS statuses,
  (SELECT count(*) FROM application_status s WHERE s.application_id = a.id) AS statuses_reached,
  a.number, a.add_another,
  ${nameOrder} AS name_order,
  ${submittedOrder} AS submitted_order
FROM application a`,
})
export class ApplicationRead {
  @ViewColumn()
  id: string;

  @ViewColumn({ name: 'user_id' })
  userId: string;

  @ViewColumn()
  answers: Answers;

  @ViewColumn()
  tabs: Record<string, string>;

  @ViewColumn({ name: 'last_page' })
  lastPage: string | null;

  @ViewColumn({ name: 'submitted_at' })
  submittedAt: Date | null;

  @ViewColumn({ name: 'created_at' })
  createdAt: Date;

  @ViewColumn({ name: 'search_text' })
  searchText: string;

  /** `[{status, reachedAt}]` in the order of the web statuses. */
  @ViewColumn()
  statuses: { status: WebStatus; reachedAt: string }[];

  /** How many statuses it reached: the web status is the count of distinct statuses reached (form/statuses.ts). */
  @ViewColumn({ name: 'statuses_reached' })
  statusesReached: string;

  @ViewColumn()
  number: number;

  @ViewColumn({ name: 'add_another' })
  addAnother: Record<string, number>;

  /** The name sort's key (index `application_name_order`). */
  @ViewColumn({ name: 'name_order' })
  nameOrder: string;

  /** The submission sort's key, -infinity before submission (index `application_submitted_order`). */
  @ViewColumn({ name: 'submitted_order' })
  submittedOrder: Date;
}

/** What other domains may read of the statuses reached (staff count applications per status from it). */
@ViewEntity({ name: 'application_status_read', expression: 'SELECT application_id, status, reached_at FROM application_status' })
export class ApplicationStatusRead {
  @ViewColumn({ name: 'application_id' })
  applicationId: string;

  @ViewColumn()
  status: WebStatus;

  @ViewColumn({ name: 'reached_at' })
  reachedAt: Date;
}

/** What other domains may read of the answer audit log (staff read it). */
@ViewEntity({ name: 'answer_event_read', expression: 'SELECT id, application_id, keys, previous, at, by_user_id FROM answer_event' })
export class AnswerEventRead {
  @ViewColumn()
  id: string;

  @ViewColumn({ name: 'application_id' })
  applicationId: string;

  @ViewColumn()
  keys: string[];

  @ViewColumn()
  previous: Record<string, unknown>;

  @ViewColumn()
  at: Date;

  @ViewColumn({ name: 'by_user_id' })
  byUserId: string | null;
}

export const applicationEntities = [
  Application,
  ApplicationStatus,
  AnswerEvent,
  ValidationReport,
  RestoreLink,
  ApplicationRead,
  ApplicationStatusRead,
  AnswerEventRead,
];
