// The `profile` query: the signed-in student, or null for an anonymous visitor.
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../graphql/context';

@ObjectType({ description: 'The signed-in student: who they are and where their application stands.' })
export class Profile {
  @Field({ description: 'The e-mail address the student signs in with, in lowercase.' })
  username: string;
}

@Resolver()
export class ProfileResolver {
  @Query(() => Profile, { nullable: true, description: 'The signed-in student, or null for an anonymous visitor.' })
  profile(@Ctx() ctx: Context): Profile | null {
    return ctx.user ? { username: ctx.user.email } : null;
  }
}
