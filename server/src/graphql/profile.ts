// The Profile type and the `profile` query: the signed-in student, whose fields the domains add with their own field resolvers.
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { sessionInvalidMessage } from '@transfer/form';
import { Unauthorized } from '../errors';
import type { RequestContext } from './context';

@ObjectType({ description: 'The signed-in student: who they are and where their application stands.' })
export class Profile {
  @Field({ description: 'The e-mail address the student signs in with, in lowercase.' })
  username: string;
}

@Resolver(() => Profile)
export class ProfileResolver {
  @Query(() => Profile, {
    nullable: true,
    description:
      'The signed-in student, or null for a visitor; UNAUTHENTICATED when the browser holds the identity ' +
      'cookie but the server no longer has its session (an invalid session, docs/product.md §6.4).',
  })
  profile(@Ctx() ctx: RequestContext): Profile | null {
    if (ctx.user) return { username: ctx.user.email };
    if (ctx.req.claimsSession) throw new Unauthorized(sessionInvalidMessage);
    return null;
  }
}
