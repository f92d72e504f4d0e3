// The account mutations over GraphQL, and the Profile's login fields; thin adapters over the same account requests as REST.
import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { RequestContext } from '../graphql/context';
import { Profile } from '../graphql/profile';
import { requireUser } from '../guard';
import type { AccountRequests } from './requests';
import type { AccountsService, LoginHistory } from './service';

/** What the account resolvers need besides the request: the service, and the requests that start and end sessions. */
export interface AccountsContext extends RequestContext {
  accounts: AccountsService;
  accountRequests: AccountRequests;
}

@ObjectType({ description: 'The answer of an account request: the message to show.' })
class AccountMessage {
  @Field({ description: 'What happened, in words to show the student.' })
  message: string;
}

@ObjectType({ description: 'The answer of an account request that names the account.' })
class AccountMessageForUser extends AccountMessage {
  @Field({ description: 'The e-mail address of the account, trimmed and in lowercase.' })
  username: string;
}

/** Every request here names an account, so the answer's username is always there. */
const forUser = ({ message, username }: { message: string; username?: string }): AccountMessageForUser => ({
  message,
  username: username ?? '',
});

@Resolver()
export class AccountResolver {
  @Mutation(() => AccountMessageForUser, { description: 'Creates an account and e-mails its 6-digit confirmation code.' })
  async signUp(
    @Arg('username') username: string,
    @Arg('password') password: string,
    @Ctx() ctx: AccountsContext,
  ): Promise<AccountMessageForUser> {
    return forUser(await ctx.accountRequests.signUp(ctx.req, { username, password }));
  }

  @Mutation(() => AccountMessage, { description: 'Confirms an account with the code it was e-mailed.' })
  confirmAccount(@Arg('username') username: string, @Arg('code') code: string, @Ctx() ctx: AccountsContext): Promise<AccountMessage> {
    return ctx.accountRequests.confirm(ctx.req, { username, code });
  }

  @Mutation(() => AccountMessageForUser, { description: 'E-mails a new confirmation code, voiding the previous one.' })
  async resendConfirmationCode(@Arg('username') username: string, @Ctx() ctx: AccountsContext): Promise<AccountMessageForUser> {
    return forUser(await ctx.accountRequests.resendConfirmation(ctx.req, { username }));
  }

  @Mutation(() => AccountMessageForUser, { description: 'Signs in: starts a session (the cookies come with the answer).' })
  async logIn(
    @Arg('username') username: string,
    @Arg('password') password: string,
    @Ctx() ctx: AccountsContext,
  ): Promise<AccountMessageForUser> {
    return forUser(await ctx.accountRequests.logIn(ctx.req, { username, password }));
  }

  @Mutation(() => AccountMessage, { description: 'E-mails a password reset link, if the address has an account.' })
  forgotPassword(@Arg('username') username: string, @Ctx() ctx: AccountsContext): Promise<AccountMessage> {
    return ctx.accountRequests.forgotPassword(ctx.req, { username });
  }

  @Mutation(() => AccountMessage, { description: "Sets a new password with a reset link's id; ends the account's other sessions." })
  resetPassword(
    @Arg('username') username: string,
    @Arg('password') password: string,
    @Arg('confirmPassword') confirmPassword: string,
    @Arg('id', { description: "The reset link's id parameter." }) id: string,
    @Ctx() ctx: AccountsContext,
  ): Promise<AccountMessage> {
    return ctx.accountRequests.resetPassword(ctx.req, { username, password, confirm_password: confirmPassword, id });
  }

  @Mutation(() => AccountMessage, { description: 'Ends the session.' })
  logOut(@Ctx() ctx: AccountsContext): Promise<AccountMessage> {
    requireUser(ctx.user);
    return ctx.accountRequests.logOut(ctx.req);
  }
}

/** Both login fields of one profile come from one query. */
const histories = new WeakMap<AccountsContext, Promise<LoginHistory>>();

function historyOf(ctx: AccountsContext): Promise<LoginHistory> {
  const user = requireUser(ctx.user);
  let history = histories.get(ctx);
  if (!history) {
    history = ctx.accounts.loginHistory(user.id);
    histories.set(ctx, history);
  }
  return history;
}

@Resolver(() => Profile)
export class ProfileLoginsResolver {
  @FieldResolver(() => Int, { description: 'How many times the student has signed in successfully.' })
  async numLogins(@Ctx() ctx: AccountsContext): Promise<number> {
    return (await historyOf(ctx)).numLogins;
  }

  @FieldResolver(() => [Date], { description: 'When each successful sign-in happened, oldest first.' })
  async successfulLogin(@Ctx() ctx: AccountsContext): Promise<Date[]> {
    return (await historyOf(ctx)).successfulLogin;
  }
}
