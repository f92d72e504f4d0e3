// The request's part of every resolver's context: the request, the response and the signed-in user (null when anonymous).
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
}

export function requestContext({ req, res }: { req: Request; res: Response }): RequestContext {
  return { req, res, user: req.user ?? null };
}
