// The staff tables: API tokens (stored hashed, revocable), the browser sessions they open, the audit of what staff read, export and mint, and the worklist views they share.
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  ViewColumn,
  ViewEntity,
} from 'typeorm';

/** A staff member's API token: `<id>.<secret>`, of which only the secret's SHA-256 is kept. */
@Entity({ name: 'staff_token' })
export class StaffToken {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'staff_token_pkey' })
  id: string;

  @Index('staff_token_user')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The staff member's account: accounts' `user` table (role staff), named rather than imported. */
  @ManyToOne('user', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'staff_token_user_fkey' })
  user?: unknown;

  @Column({ name: 'secret_hash', type: 'text' })
  secretHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  /** When the token stops working (staff:create --days, 90 by default), and the sessions it opened with it. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Set by staff:revoke: from then on neither the token nor a session it opened is accepted. */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}

/** A browser's staff session, opened by posting a token to /staff/sign-in; its cookie holds `<id>.<secret>`. */
@Entity({ name: 'staff_session' })
export class StaffSession {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'staff_session_pkey' })
  id: string;

  @Index('staff_session_token')
  @Column({ name: 'token_id', type: 'uuid' })
  tokenId: string;

  @ManyToOne(() => StaffToken, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'token_id', foreignKeyConstraintName: 'staff_session_token_fkey' })
  token?: StaffToken;

  @Column({ name: 'secret_hash', type: 'text' })
  secretHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** 8 hours after sign-in at most. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** When the session last answered a request (noted at most once a minute): 30 idle minutes end it. */
  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;
}

/** What staff do that the university must be able to trace, and the reads through the service tokens they minted. */
export const staffActions = [
  'application.read',
  'applications.list',
  'applications.export',
  'service_token.mint',
  'service_token.read',
  'document.read',
  'application.packet',
  'saved_view.save',
  'saved_view.delete',
] as const;
export type StaffAction = (typeof staffActions)[number];

/** Append-only: who of staff did what, to which application, when. */
@Entity({ name: 'staff_audit' })
@Check('staff_audit_action_known', `"action" IN (${staffActions.map((action) => `'${action}'`).join(', ')})`)
@Index('staff_audit_at', ['at', 'id'])
export class StaffAudit {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'staff_audit_pkey' })
  id: string;

  /** Null once that user is deleted, or for the command line; `actor` still names who it was. */
  @Column({ name: 'staff_user_id', type: 'uuid', nullable: true })
  staffUserId: string | null;

  @ManyToOne('user', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'staff_user_id', foreignKeyConstraintName: 'staff_audit_staff_user_fkey' })
  staffUser?: unknown;

  /** The staff member's e-mail, or `command line`. */
  @Column({ type: 'text' })
  actor: string;

  @Column({ type: 'text' })
  action: StaffAction;

  /** The application read or minted for (kept as a value: the audit outlives the application). */
  @Index('staff_audit_application')
  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId: string | null;

  /** The filters of a list or export, how many rows it gave. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  detail: Record<string, unknown>;

  @Column({ type: 'timestamptz' })
  at: Date;
}

/** A named worklist view shared with all staff: the worklist's address query (filters and sort), e.g. "Submitted this week". */
@Entity({ name: 'staff_saved_view' })
export class StaffSavedView {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'staff_saved_view_pkey' })
  id: string;

  @Index('staff_saved_view_name_key', { unique: true })
  @Column({ type: 'text' })
  name: string;

  /** The worklist's query string, as its address carries it (`status=submitted&from=this-week&sort=SUBMITTED_DESC`). */
  @Column({ type: 'text' })
  query: string;

  /** Who saved it; null for the seeded views, or once that user is deleted. */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne('user', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'staff_saved_view_created_by_fkey' })
  creator?: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/**
 * What other domains may read of the staff API tokens (a service token lives no longer than the one that minted it,
 * and its reads are audited under its holder): whether it lives, and whose it is, from accounts' `account_read`.
 */
@ViewEntity({
  name: 'staff_token_read',
  dependsOn: ['account_read'],
  expression: `SELECT t.id, t.expires_at, t.revoked_at, u.id AS user_id, u.email
FROM staff_token t JOIN account_read u ON u.id = t.user_id`,
})
export class StaffTokenRead {
  @ViewColumn()
  id: string;

  @ViewColumn({ name: 'expires_at' })
  expiresAt: Date;

  @ViewColumn({ name: 'revoked_at' })
  revokedAt: Date | null;

  @ViewColumn({ name: 'user_id' })
  userId: string;

  @ViewColumn()
  email: string;
}

export const staffEntities = [StaffToken, StaffSession, StaffAudit, StaffSavedView, StaffTokenRead];
