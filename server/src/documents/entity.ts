// The document table: one uploaded file per (application, answer key), where its conversion to PDF stands and where that PDF is.
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  ViewColumn,
  ViewEntity,
} from 'typeorm';
import { conversionStatuses, type ConversionStatus } from '@transfer/form';

/** NOT_ANSWERED is no row at all; a row is always one of these. */
export type StoredConversionStatus = Exclude<ConversionStatus, 'NOT_ANSWERED'>;

const storedStatuses = conversionStatuses.filter((status) => status !== 'NOT_ANSWERED');

@Entity({ name: 'document' })
@Index('document_application_answer_key', ['applicationId', 'answerKey'], { unique: true })
@Check('document_status_known', `"status" IN (${storedStatuses.map((status) => `'${status}'`).join(', ')})`)
export class Document {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'document_pkey' })
  id: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  /** The applications domain's `application` table, named rather than imported, as domains import no other domain. */
  @ManyToOne('application', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id', foreignKeyConstraintName: 'document_application_fkey' })
  application?: unknown;

  /** The file question of the form it answers (college_transcript). */
  @Column({ name: 'answer_key', type: 'text' })
  answerKey: string;

  /** The uploaded file's storage key, as the server granted it. */
  @Column({ name: 'file_key', type: 'text' })
  fileKey: string;

  /** The name the student's file had (at most 32 characters). */
  @Column({ name: 'file_name', type: 'text' })
  fileName: string;

  /** The uploaded file's size in bytes. */
  @Column({ name: 'file_size', type: 'int' })
  fileSize: number;

  @Column({ type: 'text' })
  status: StoredConversionStatus;

  /** Why the conversion failed, in words for the student; null otherwise. */
  @Column({ type: 'text', nullable: true })
  message: string | null;

  /** The converted PDF's storage key, once COMPLETED. */
  @Column({ name: 'pdf_key', type: 'text', nullable: true })
  pdfKey: string | null;

  /** Bumped by every new file for the question: the conversion job's id carries it, so a stale job changes nothing. */
  @Column({ type: 'int', default: 1 })
  generation: number;

  /**
   * How many times a conversion job took this generation's file in hand. A file that stops its worker every time
   * (killed mid-conversion: out of memory) would otherwise be taken over and queued again for ever; past a few it FAILS.
   */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** What other domains may read of the documents (staff export each application's by question). */
@ViewEntity({ name: 'document_read', expression: 'SELECT application_id, answer_key, file_name, status FROM document' })
export class DocumentRead {
  @ViewColumn({ name: 'application_id' })
  applicationId: string;

  @ViewColumn({ name: 'answer_key' })
  answerKey: string;

  @ViewColumn({ name: 'file_name' })
  fileName: string;

  @ViewColumn()
  status: StoredConversionStatus;
}

export const documentEntities = [Document, DocumentRead];
