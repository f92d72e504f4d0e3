// The session guard: who is asking (the signed-in user of a request or a GraphQL context), or Unauthorized (401).
import { sessionInvalidMessage } from '@transfer/form';
import type { RequestHandler } from 'express';
import { Unauthorized } from './errors';

/** What a request knows of its signed-in student: enough to scope every query to them and to name them. */
export interface SignedInUser {
  id: string;
  email: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own global namespace, which this augments
  namespace Express {
    /** passport's req.user: the signed-in account. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into passport's User: it adds our fields
    interface User extends SignedInUser {}
    interface Request {
      /** Whether the request carries the identity cookie: the browser believes it is signed in (accounts/session.ts). */
      claimsSession?: boolean;
    }
  }
}

export function requireUser(user: SignedInUser | null | undefined): SignedInUser {
  if (!user) throw new Unauthorized(sessionInvalidMessage);
  return user;
}

/** Mounted on /api before its routes: without a live session every one of them answers 401. */
export const signedInOnly: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new Unauthorized(sessionInvalidMessage));
};
