// The application PDF's row: where the printed copy of one application stands, where it is stored and which answers it shows.
import { conversionStatuses, type ConversionStatus } from '@transfer/form';
import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';

/** NOT_ANSWERED is never stored: it is what an application without a row (not submitted yet) answers. */
export type StoredPdfStatus = Exclude<ConversionStatus, 'NOT_ANSWERED'>;
const storedStatuses = conversionStatuses.filter((status) => status !== 'NOT_ANSWERED');

@Entity({ name: 'application_pdf' })
@Check('application_pdf_status_known', `"status" IN (${storedStatuses.map((status) => `'${status}'`).join(', ')})`)
export class ApplicationPdf {
  @PrimaryColumn({ name: 'application_id', type: 'uuid', primaryKeyConstraintName: 'application_pdf_pkey' })
  applicationId: string;

  /** The applications' table, named rather than imported, as domains import no other domain. */
  @OneToOne('application', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id', foreignKeyConstraintName: 'application_pdf_application_fkey' })
  application?: unknown;

  @Column({ type: 'text' })
  status: StoredPdfStatus;

  /** Bumped by every new request for the PDF: the job id is the application's and this, so a retry is the same job. */
  @Column({ type: 'int', default: 1 })
  generation: number;

  /** Where the staff's finished copy (the SSN whole) is stored (documents' storage); null until COMPLETED. */
  @Column({ name: 'storage_key', type: 'text', nullable: true })
  storageKey: string | null;

  /** Where the student's own copy (the SSN masked) is stored: the staff's key when there is no SSN to mask. */
  @Column({ name: 'student_storage_key', type: 'text', nullable: true })
  studentStorageKey: string | null;

  /** The application's answers `version` the file was printed from. */
  @Column({ name: 'answers_version', type: 'int', nullable: true })
  answersVersion: number | null;

  /** Why the last try failed, for the logs and staff; students see the message of docs/product.md §11.3 only. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  /** When the last try ended, COMPLETED or FAILED: a failed PDF is requested again only a while after it. */
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}

export const applicationPdfEntities = [ApplicationPdf];
