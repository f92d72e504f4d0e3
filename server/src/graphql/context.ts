// The request's part of every resolver's context: the request, the response, the signed-in user (null for a visitor) and whether the caller is staff.
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
  /** The signed-in student, or null for a visitor. */
  user: SignedInUser | null;
  /**
   * The staff member asking, or null. Staff may send GraphQL documents of their own (within the limits), see the
   * schema (introspection) and the suggestions of its error messages; everybody else runs only the client's
   * persisted operations.
   */
  staff: StaffMember | null;
}

/** A member of staff, known by an API token (Authorization: Bearer) or by a staff session. */
export interface StaffMember {
  id: string;
  email: string;
  /** `admin` sees and does everything; `reader` reads applications with the SSN masked (docs/product.md §12). */
  role: 'admin' | 'reader';
  /** The API token the request came with, or that opened its session: what a service token minted now lives by. */
  tokenId?: string;
  /** The browser session the request came with, if it came with one. */
  sessionId?: string;
}

/** Decides, for one request, who of staff is asking (null: nobody): the one place that says so (the staff domain's). */
export type StaffCheck = (req: Request) => StaffMember | null;

export function requestContext({ req, res }: { req: Request; res: Response }, isStaff: StaffCheck): RequestContext {
  return { req, res, user: req.user ?? null, staff: isStaff(req) };
}
