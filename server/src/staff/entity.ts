// The staff tables: the members (people with a role, a password and a second factor), their invitation and reset links,
// recovery codes, API tokens (stored hashed, revocable), browser sessions, the audit of what staff do, and the worklist
// views they share.
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  ViewColumn,
  ViewEntity,
} from 'typeorm';

/** What a member may see and do: `admin` everything; `reader` reads applications with the SSN masked (docs/product.md §12). */
export const staffRoles = ['admin', 'reader'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Invited (no password yet), active, or disabled (nothing of theirs works: sessions, tokens, service links). */
export const staffStatuses = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

const known = (column: string, values: readonly string[]) => `"${column}" IN (${values.map((value) => `'${value}'`).join(', ')})`;

/** A member of the university's staff: a person who signs in, with a role. */
@Entity({ name: 'staff_member' })
@Check('staff_member_role_known', known('role', staffRoles))
@Check('staff_member_status_known', known('status', staffStatuses))
export class StaffMemberRow {
  /** The id of the address's account that the accounts domain keeps (so that no student signs up with it). */
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'staff_member_pkey' })
  id: string;

  @OneToOne('user', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id', foreignKeyConstraintName: 'staff_member_user_fkey' })
  user?: unknown;

  /** Lowercase, as accounts keep it. */
  @Index('staff_member_email_key', { unique: true })
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', default: '' })
  name: string;

  @Column({ type: 'text' })
  role: StaffRole;

  @Column({ type: 'text' })
  status: StaffStatus;

  /** argon2id, as the students' (null: invited, or signing in by token or single sign-on only). */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  /** The TOTP secret, AES-256-GCM under a key derived from SESSION_SECRET (it must be read to check a code). */
  @Column({ name: 'totp_secret', type: 'text', nullable: true })
  totpSecret: string | null;

  /** When a first code confirmed the secret: before that it is only being enrolled. */
  @Column({ name: 'totp_confirmed_at', type: 'timestamptz', nullable: true })
  totpConfirmedAt: Date | null;

  /** The time step of the last code accepted: no code is accepted twice. */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true })
  totpLastStep: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Ten per member, shown once at enrolment, each good for one sign-in; only their HMAC is kept. */
@Entity({ name: 'staff_recovery_code' })
export class StaffRecoveryCode {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'staff_recovery_code_pkey' })
  id: string;

  @Index('staff_recovery_code_member')
  @Column({ name: 'member_id', type: 'uuid' })
  memberId: string;

  @ManyToOne(() => StaffMemberRow, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'staff_recovery_code_member_fkey' })
  member?: StaffMemberRow;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}

/** What an e-mailed link lets its holder do once: accept an invitation (72 hours) or reset a password (an hour). */
export const staffLinkPurposes = ['invitation', 'password_reset'] as const;
export type StaffLinkPurpose = (typeof staffLinkPurposes)[number];

/** An invitation or reset link: single use, expiring, only its token's SHA-256 kept. */
@Entity({ name: 'staff_link' })
@Check('staff_link_purpose_known', known('purpose', staffLinkPurposes))
export class StaffLink {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'staff_link_pkey' })
  id: string;

  @Index('staff_link_member')
  @Column({ name: 'member_id', type: 'uuid' })
  memberId: string;

  @ManyToOne(() => StaffMemberRow, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'staff_link_member_fkey' })
  member?: StaffMemberRow;

  @Column({ type: 'text' })
  purpose: StaffLinkPurpose;

  @Index('staff_link_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A staff member's API token: `<id>.<secret>`, of which only the secret's SHA-256 is kept. */
@Entity({ name: 'staff_token' })
export class StaffToken {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'staff_token_pkey' })
  id: string;

  @Index('staff_token_user')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The member whose token it is. */
  @ManyToOne(() => StaffMemberRow, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'staff_token_member_fkey' })
  member?: StaffMemberRow;

  /** What the token may see: never more than its member (a reader's token of an admin reads as a reader). */
  @Column({ type: 'text', default: 'admin' })
  role: StaffRole;

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

/** A browser's staff session, opened at /staff/sign-in (password and code, single sign-on, or a token); its cookie holds `<id>.<secret>`. */
@Entity({ name: 'staff_session' })
export class StaffSession {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'staff_session_pkey' })
  id: string;

  @Index('staff_session_member')
  @Column({ name: 'member_id', type: 'uuid' })
  memberId: string;

  @ManyToOne(() => StaffMemberRow, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id', foreignKeyConstraintName: 'staff_session_member_fkey' })
  member?: StaffMemberRow;

  /** The API token that opened it, if one did: the session ends with it. */
  @Index('staff_session_token')
  @Column({ name: 'token_id', type: 'uuid', nullable: true })
  tokenId: string | null;

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
  'staff.sign_in',
  'staff.sign_in_failed',
  'staff.invite',
  'staff.role_change',
  'staff.disable',
  'staff.second_factor_reset',
  'staff.second_factor_enrol',
  'staff.password_reset',
  'staff.token_create',
  'staff.tokens_revoke',
] as const;
export type StaffAction = (typeof staffActions)[number];

/** Append-only: who of staff did what, to which application, when. */
@Entity({ name: 'staff_audit' })
@Check('staff_audit_action_known', known('action', staffActions))
@Index('staff_audit_at', ['at', 'id'])
// The whole audit filtered by who or by what, newest first (the activity page), and each member's last sign-in.
@Index('staff_audit_actor', ['actor', 'at', 'id'])
@Index('staff_audit_action', ['action', 'at', 'id'])
@Index('staff_audit_sign_in', ['staffUserId', 'at'], { where: `action = 'staff.sign_in'` })
export class StaffAudit {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS', primaryKeyConstraintName: 'staff_audit_pkey' })
  id: string;

  /** The member who acted (null once deleted, or for the command line); `actor` still names who it was. */
  @Column({ name: 'staff_user_id', type: 'uuid', nullable: true })
  staffUserId: string | null;

  @ManyToOne(() => StaffMemberRow, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'staff_user_id', foreignKeyConstraintName: 'staff_audit_staff_member_fkey' })
  staffMember?: StaffMemberRow;

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
 * What other domains may read of staff (a service token reads only while its minter is active and its API token, if
 * one minted it, lives; what it shows follows the minter's role; its reads are audited under the minter).
 */
@ViewEntity({
  name: 'staff_member_read',
  expression: `SELECT m.id, m.email, m.role, m.status FROM staff_member m`,
})
export class StaffMemberRead {
  @ViewColumn()
  id: string;

  @ViewColumn()
  email: string;

  @ViewColumn()
  role: StaffRole;

  @ViewColumn()
  status: StaffStatus;
}

/** The API tokens, for the same reads: whether one lives. */
@ViewEntity({
  name: 'staff_token_read',
  expression: `SELECT t.id, t.expires_at, t.revoked_at, t.user_id, t.role FROM staff_token t`,
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
  role: StaffRole;
}

export const staffEntities = [
  StaffMemberRow,
  StaffRecoveryCode,
  StaffLink,
  StaffToken,
  StaffSession,
  StaffAudit,
  StaffSavedView,
  StaffMemberRead,
  StaffTokenRead,
];
