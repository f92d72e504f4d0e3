// The user table: a student's or a staff member's account.
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type UserRole = 'student' | 'staff';

@Entity({ name: 'user' })
@Check('user_email_lowercase', `"email" = lower("email")`)
@Check('user_role_known', `"role" IN ('student', 'staff')`)
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
