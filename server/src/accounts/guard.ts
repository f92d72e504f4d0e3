// Who is asking: the signed-in user of a request or a GraphQL context, or Unauthorized (401).
import { sessionInvalidMessage } from '@transfer/form';
import { Unauthorized } from '../errors';
import type { User } from './entity';

export function requireUser(user: User | null | undefined): User {
  if (!user) throw new Unauthorized(sessionInvalidMessage);
  return user;
}
