// The Profile type and the `profile` query: the signed-in student, whose fields the domains add with their own field resolvers.
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from './context';

@ObjectType({ description: 'The signed-in student: who they are and where their application stands.' })
export class Profile {
  @Field({ description: 'The e-mail address the student signs in with, in lowercase.' })
  username: string;
}

@Resolver(() => Profile)
export class ProfileResolver {
  @Query(() => Profile, { nullable: true, description: 'The signed-in student, or null for an anonymous visitor.' })
  profile(@Ctx() ctx: RequestContext): Profile | null {
    return ctx.user ? { username: ctx.user.email } : null;
  }
}
