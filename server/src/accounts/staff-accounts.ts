// The staff's accounts as the accounts domain keeps them, for the staff domain (through the composition root): found by
// e-mail, and made without a password.
import type { Queries } from '../db/database';
import type { UserRole } from './entity';
import { accountStatements as sql } from './sql';

export function staffAccounts(db: Queries, now: () => Date = () => new Date()) {
  return {
    /** The account of an address, whoever's (a student's too: the staff domain refuses it). */
    async byEmail(email: string): Promise<{ id: string; role: UserRole } | undefined> {
      return (await db.query<{ id: string; role: UserRole }>(sql.accountByEmail, [email]))[0];
    },
    /** A new staff account of the address, confirmed now. */
    async create(email: string): Promise<{ id: string }> {
      return (await db.query<{ id: string }>(sql.createStaffAccount, [email, now()]))[0];
    },
  };
}
