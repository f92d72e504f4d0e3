import { accountMessages, accountSuccessMessages, sessionInvalidMessage } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, testPassword, uniqueEmail } from '../testing/accounts';
import { graphqlCall } from '../testing/graphql';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function graphql(query: string, variables: Record<string, unknown> = {}, cookie = '') {
  const { response, body } = await graphqlCall<Record<string, Record<string, unknown> | null>>(server, query, variables, cookie);
  return { response, body };
}

describe('the account mutations', () => {
  it('sign up, confirm, log in, read the profile and log out', async () => {
    const email = uniqueEmail();
    const signUp = await graphql(
      'mutation ($username: String!, $password: String!) { signUp(username: $username, password: $password) { message username } }',
      { username: email.toUpperCase(), password: testPassword },
    );
    expect(signUp.body.data).toEqual({ signUp: { message: accountSuccessMessages.signedUp, username: email } });

    const confirm = await graphql('mutation ($u: String!, $c: String!) { confirmAccount(username: $u, code: $c) { message } }', {
      u: email,
      c: server.mail.codeFor(email),
    });
    expect(confirm.body.data).toEqual({ confirmAccount: { message: accountSuccessMessages.confirmed } });

    const logIn = await graphql('mutation ($u: String!, $p: String!) { logIn(username: $u, password: $p) { message username } }', {
      u: email,
      p: testPassword,
    });
    expect(logIn.body.data).toEqual({ logIn: { message: accountSuccessMessages.loggedIn, username: email } });
    const cookie = cookiesFrom(logIn.response);
    expect(cookie).toMatch(/transfer\.sid=s%3A/);
    expect(cookie).toContain('CognitoIdentityServiceProvider.transfer.LastAuthUser=1');

    const profile = await graphql('{ profile { username numLogins successfulLogin } }', {}, cookie);
    const found = profile.body.data!.profile!;
    expect(found).toMatchObject({ username: email, numLogins: 1 });
    expect(found.successfulLogin).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)]);

    const logOut = await graphql('mutation { logOut { message } }', {}, cookie);
    expect(logOut.body.data).toEqual({ logOut: { message: accountSuccessMessages.loggedOut } });
    expect(logOut.response.headers.getSetCookie().join('\n')).toMatch(/transfer\.sid=; /);
    expect((await graphql('{ profile { username } }', {}, cookie)).body.data).toEqual({ profile: null });
  });

  it('answers field problems as BAD_USER_INPUT with each field', async () => {
    const answer = await graphql('mutation { signUp(username: "nope", password: "short") { message } }');
    expect(answer.body.errors![0]).toMatchObject({
      message: accountMessages.emailInvalid,
      extensions: { code: 'BAD_USER_INPUT', fields: { username: accountMessages.emailInvalid, password: accountMessages.passwordTooWeak } },
    });
  });

  it('forgets and resets over GraphQL too, and answers alike for unknown addresses', async () => {
    const unknown = await graphql('mutation { forgotPassword(username: "nobody@example.com") { message } }');
    expect(unknown.body.data).toEqual({ forgotPassword: { message: accountSuccessMessages.resetLinkSent } });
    const resend = await graphql('mutation { resendConfirmationCode(username: "nobody@example.com") { message username } }');
    expect(resend.body.data).toEqual({
      resendConfirmationCode: { message: accountSuccessMessages.confirmationResent, username: 'nobody@example.com' },
    });
    const reset = await graphql(
      'mutation { resetPassword(username: "nobody@example.com", password: "x", confirmPassword: "x", id: "y") { message } }',
    );
    expect(reset.body.errors![0].extensions.fields).toEqual({ password: accountMessages.passwordTooWeak });
  });

  it('refuses logOut without a session', async () => {
    const logOut = await graphql('mutation { logOut { message } }');
    expect(logOut.body.errors![0]).toMatchObject({ message: sessionInvalidMessage, extensions: { code: 'UNAUTHENTICATED' } });
  });
});
