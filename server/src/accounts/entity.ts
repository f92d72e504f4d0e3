// The accounts tables: users, their confirmation codes and reset tokens (stored hashed), and their successful logins.
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

export type UserRole = 'student' | 'staff';

@Entity({ name: 'user' })
@Check('user_email_lowercase', `"email" = lower("email")`)
@Check('user_role_known', `"role" IN ('student', 'staff')`)
/** Staff search applications by the account's e-mail too: a trigram index the staff domain's migration writes. */
@Index('user_email_search', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always stored lowercase, so uniqueness is case-insensitive. */
  @Index('user_email_key', { unique: true })
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'text', default: 'student' })
  role: UserRole;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A 6-digit code e-mailed at sign-up or resend; live until consumed, voided, or expired. */
@Entity({ name: 'confirmation_code' })
@Index('confirmation_code_user_live', ['userId'], { where: '"consumed_at" IS NULL AND "voided_at" IS NULL' })
export class ConfirmationCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** HMAC-SHA256 of the user id and the code under a key derived from SESSION_SECRET (see accounts/secrets.ts). */
  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Wrong tries so far; the fifth voids the code. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  /** Set when a newer code replaces this one, or when too many wrong tries were made. */
  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true })
  voidedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A password reset link's token (SHA-256 of 32 random bytes); usable once, for an hour. */
@Entity({ name: 'reset_token' })
export class ResetToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('reset_token_user')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index('reset_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** Set when the token resets the password, or when another of the user's tokens does. */
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** One row per successful login: the profile's successful_login list and num_logins. */
@Entity({ name: 'login_event' })
@Index('login_event_user_at', ['userId', 'at'])
export class LoginEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'timestamptz' })
  at: Date;
}

/** What other domains may read of an account (staff: whose an application is, who saved, who holds a token): no secrets. */
@ViewEntity({ name: 'account_read', expression: `SELECT id, email, role FROM "user"` })
export class AccountRead {
  @ViewColumn()
  id: string;

  @ViewColumn()
  email: string;

  @ViewColumn()
  role: UserRole;
}

/** What other domains may read of the successful logins (staff read a student's). */
@ViewEntity({ name: 'login_read', expression: `SELECT user_id, at FROM login_event` })
export class LoginRead {
  @ViewColumn({ name: 'user_id' })
  userId: string;

  @ViewColumn()
  at: Date;
}

export const accountEntities = [User, ConfirmationCode, ResetToken, LoginEvent, AccountRead, LoginRead];
