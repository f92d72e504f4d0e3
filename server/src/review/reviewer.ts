// Who asks of the review: a member of staff as an admin or a reader, read from the request's context in this one place.
import { Forbidden, Unauthorized } from '../errors';
import type { RequestContext } from '../graphql/context';

export interface Reviewer {
  /** The staff member's account id: what reviews are assigned to. */
  staffId: string;
  role: 'admin' | 'reader';
  /** Their e-mail, as the audit and a conflicting decision name them. */
  name: string;
}

export const reviewStaffOnlyMessage = "Only the university's staff may do this.";

/** The staff member asking, as a reviewer in their role; a signed-in student is refused (403), anybody else is not signed in (401). */
export function reviewerOf(caller: Pick<RequestContext, 'staff' | 'user'>): Reviewer {
  const staff = caller.staff;
  if (!staff) throw caller.user ? new Forbidden(reviewStaffOnlyMessage) : new Unauthorized(reviewStaffOnlyMessage);
  return { staffId: staff.id, role: staff.role, name: staff.email };
}

/** The command line (applications:export) reads as an admin; it is no member of staff, so no review is its own. */
export const commandLineReviewer: Reviewer = { staffId: '00000000-0000-0000-0000-000000000000', role: 'admin', name: 'command line' };
