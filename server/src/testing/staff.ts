// Staff access over a test database, wired as the composition root wires it: staff addresses held by the accounts domain.
import { staffAccounts } from '../accounts/staff-accounts';
import type { Database } from '../db/database';
import { StaffAccess } from '../staff/access';

export function staffAccessOf(db: Database, now?: () => Date, appUrl = 'http://localhost:3000'): StaffAccess {
  return new StaffAccess(db, staffAccounts(db, now), appUrl, now);
}
