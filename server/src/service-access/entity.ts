// The service tokens: read-only access to one application for staff, stored only hashed, each with an expiry.
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/** Who a token was minted for: a staff member reading an application (the PDF worker reads it straight from the database). */
export const serviceTokenPurposes = ['staff'] as const;
export type ServiceTokenPurpose = (typeof serviceTokenPurposes)[number];

@Entity({ name: 'service_token' })
@Check('service_token_purpose_known', `"purpose" IN (${serviceTokenPurposes.map((purpose) => `'${purpose}'`).join(', ')})`)
export class ServiceToken {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'service_token_pkey' })
  id: string;

  /** SHA-256 of the token: the token itself is shown once, to whoever minted it. */
  @Index('service_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  /** The one application the token reads. */
  @Index('service_token_application')
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId: string;

  /** The applications' table, named rather than imported, as domains import no other domain. */
  @ManyToOne('application', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id', foreignKeyConstraintName: 'service_token_application_fkey' })
  application?: unknown;

  @Column({ type: 'text' })
  purpose: ServiceTokenPurpose;

  @Index('service_token_expires_at')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /**
   * The staff API token that minted it, directly or through the browser session it opened (null: the command line, or
   * a session opened otherwise). The service token reads only while that token lives: staff:revoke ends both at once.
   */
  @Index('service_token_staff_token')
  @Column({ name: 'staff_token_id', type: 'uuid', nullable: true })
  staffTokenId: string | null;

  /** The staff's `staff_token` table, named rather than imported, as domains import no other domain. */
  @ManyToOne('staff_token', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'staff_token_id', foreignKeyConstraintName: 'service_token_staff_token_fkey' })
  staffToken?: unknown;

  /**
   * The staff member who minted it (null: the command line): it reads only while they are active, and shows the SSN
   * as their role does (masked for a reader).
   */
  @Index('service_token_staff_member')
  @Column({ name: 'staff_member_id', type: 'uuid', nullable: true })
  staffMemberId: string | null;

  /** The staff's `staff_member` table, named rather than imported, as domains import no other domain. */
  @ManyToOne('staff_member', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'staff_member_id', foreignKeyConstraintName: 'service_token_staff_member_fkey' })
  staffMember?: unknown;

  /** The browser session it was minted in, when it was (kept for the audit; the session may end before the token). */
  @Column({ name: 'staff_session_id', type: 'uuid', nullable: true })
  staffSessionId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export const serviceAccessEntities = [ServiceToken];
