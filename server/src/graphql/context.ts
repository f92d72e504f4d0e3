// The request's part of every resolver's context: the request, the response, the signed-in user (null when anonymous) and whether the caller is staff.
import type { Request, Response } from 'express';
import type { SignedInUser } from '../guard';

/**
 * What every resolver may read, whichever domain it belongs to. Each domain's resolver declares the rest of the
 * context it needs (its services) as an interface extending this one; the composition root builds one context that
 * satisfies them all.
 */
export interface RequestContext {
  req: Request;
  res: Response;
  /** The signed-in student, or null for an anonymous visitor. */
  user: SignedInUser | null;
  /**
   * Staff may send GraphQL documents of their own (within the limits), see the schema (introspection) and the
   * suggestions of its error messages; everybody else runs only the client's persisted operations.
   */
  staff: boolean;
}

/** Decides, for one request, whether its caller is staff: the one place that says so. */
export type StaffCheck = (req: Request) => boolean;

/** Staff sign in with API tokens, which come with the staff domain; until then nobody is staff. */
export const nobodyIsStaff: StaffCheck = () => false;

export function requestContext({ req, res }: { req: Request; res: Response }, isStaff: StaffCheck): RequestContext {
  return { req, res, user: req.user ?? null, staff: isStaff(req) };
}
