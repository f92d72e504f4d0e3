// Who is asking: the signed-in user of a request or a GraphQL context, or Unauthorized (401).
import { sessionInvalidMessage } from '@transfer/form';
import type { RequestHandler } from 'express';
import { Unauthorized } from '../errors';
import type { User } from './entity';

export function requireUser(user: User | null | undefined): User {
  if (!user) throw new Unauthorized(sessionInvalidMessage);
  return user;
}

/** Mounted on /api before its routes: without a live session every one of them answers 401. */
export const signedInOnly: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new Unauthorized(sessionInvalidMessage));
};
