import { accountMessages, accountSuccessMessages, defaultPartner } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForJson, signedInAgent, testPassword, uniqueEmail } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';

let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now });
});
afterAll(() => server.close());

const newPassword = 'Brand-new-password-9';
const forgot = (username: string) => postForJson(server, '/public/forgot-password', { username });
const logIn = (username: string, password: string) => postForJson(server, '/public/login', { username, password });

/** The username and id of the latest reset link sent to `email`. */
async function resetLink(email: string): Promise<{ username: string; id: string }> {
  await forgot(email);
  const link = new URL(server.mail.resetLinkFor(email));
  return { username: link.searchParams.get('username')!, id: link.searchParams.get('id')! };
}

const reset = (
  link: { username: string; id: string },
  password = newPassword,
  confirmPassword = password,
  headers: Record<string, string> = {},
) =>
  postForJson(
    server,
    '/public/reset-password',
    { username: link.username, password, confirm_password: confirmPassword, id: link.id },
    headers,
  );

describe('forgot password', () => {
  it('e-mails one link of the form {APP_URL}/reset?username={email}&id={token}', async () => {
    const agent = await signedInAgent(server);
    const answer = await forgot(agent.email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: accountSuccessMessages.resetLinkSent });
    const [mail] = server.mail.to(agent.email).slice(-1);
    expect(mail.subject).toContain(defaultPartner.name);
    const links = mail.text.match(/https?:\/\/\S+/g);
    expect(links).toEqual([
      expect.stringMatching(new RegExp(`^http://localhost:3000/reset\\?username=${encodeURIComponent(agent.email)}&id=[A-Za-z0-9_-]{43}$`)),
    ]);
    expect(mail.html.match(/href="/g)).toHaveLength(1);
    expect(mail.html).toContain(`href="${links![0].replace(/&/g, '&amp;')}"`);
  });

  it('answers alike whether or not the address has an account, and mails only an account', async () => {
    const known = (await signedInAgent(server)).email;
    const unknown = uniqueEmail();
    const mailsBefore = server.mail.messages.length;
    const [forKnown, forUnknown] = await Promise.all([forgot(known), forgot(unknown)]);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(server.mail.messages.slice(mailsBefore).map((message) => message.to)).toEqual([known]);
  });

  it('refuses an invalid address', async () => {
    const answer = await forgot('nobody');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: accountMessages.emailInvalid, errors: { username: accountMessages.emailInvalid } });
  });
});

describe('reset password', () => {
  it('sets the new password, sends a notice, and ends the other sessions of the account only', async () => {
    const kept = await signedInAgent(server);
    const login = await logIn(kept.email, testPassword);
    const other = login.response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const bystander = await signedInAgent(server);
    // Each session has been read lately, so the server would otherwise use it again without reading its row.
    expect((await fetch(`${server.url}/api/profile`, { headers: { cookie: other } })).status).toBe(200);
    expect((await bystander.fetch('/api/profile')).status).toBe(200);

    const answer = await reset(await resetLink(kept.email), newPassword, newPassword, { cookie: kept.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: accountSuccessMessages.passwordReset });

    expect((await kept.fetch('/api/logout')).status).toBe(200);
    expect((await fetch(`${server.url}/api/logout`, { headers: { cookie: other } })).status).toBe(401);
    expect((await bystander.fetch('/api/logout')).status).toBe(200);

    const notice = server.mail.to(kept.email).at(-1)!;
    expect(notice.subject).toBe(`Your ${defaultPartner.name} password was changed`);
    expect((await logIn(kept.email, testPassword)).body.message).toBe(accountMessages.loginIncorrect);
    expect((await logIn(kept.email, newPassword)).status).toBe(200);
  });

  it('ends every session of the account when the reset comes from a browser that is not signed in', async () => {
    const agent = await signedInAgent(server);
    expect((await agent.fetch('/api/profile')).status).toBe(200);
    expect((await reset(await resetLink(agent.email))).status).toBe(200);
    expect((await agent.fetch('/api/logout')).status).toBe(401);
  });

  it('takes a link once; using one voids the others', async () => {
    const { email } = await signedInAgent(server);
    const first = await resetLink(email);
    const second = await resetLink(email);
    expect((await reset(first)).status).toBe(200);
    for (const used of [first, second]) {
      const again = await reset(used, 'Yet-another-password-3');
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: accountMessages.resetLinkInvalid });
    }
  });

  it('takes a link for an hour', async () => {
    const early = await resetLink((await signedInAgent(server)).email);
    const late = await resetLink((await signedInAgent(server)).email);
    try {
      clockOffsetMs = 60 * 60_000 - 1000;
      expect((await reset(early)).status).toBe(200);
      clockOffsetMs = 60 * 60_000 + 1000;
      expect((await reset(late)).body.message).toBe(accountMessages.resetLinkInvalid);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses a link for another address, or an id that was never sent', async () => {
    const link = await resetLink((await signedInAgent(server)).email);
    const other = await signedInAgent(server);
    expect((await reset({ ...link, username: other.email })).body.message).toBe(accountMessages.resetLinkInvalid);
    const altered = `${link.id.slice(0, -1)}${link.id.endsWith('A') ? 'B' : 'A'}`;
    expect((await reset({ ...link, id: altered })).body.message).toBe(accountMessages.resetLinkInvalid);
    expect((await reset(link)).status).toBe(200);
  });

  it('checks the new password by the sign-up rules, and that both entries match', async () => {
    const link = await resetLink((await signedInAgent(server)).email);
    const weak = await reset(link, 'Abcdefgh1!x');
    expect(weak.body.errors).toEqual({ password: accountMessages.passwordTooWeak });
    const differ = await reset(link, newPassword, `${newPassword}!`);
    expect(differ.status).toBe(400);
    expect(differ.body).toEqual({
      message: accountMessages.passwordsDiffer,
      errors: { confirm_password: accountMessages.passwordsDiffer },
    });
    const noId = await reset({ ...link, id: '' });
    expect(noId.body.errors).toEqual({ id: accountMessages.resetLinkInvalid });
    const badAddress = await reset({ ...link, username: 'x@' });
    expect(badAddress.body.errors).toEqual({ username: accountMessages.emailInvalid });
    expect((await reset(link, `Aa1!${'y'.repeat(124)}`)).status).toBe(200);
  });

  it('confirms an account that was never confirmed: the link proved the address', async () => {
    const email = uniqueEmail();
    await postForJson(server, '/public/signup', { username: email, password: testPassword });
    expect((await reset(await resetLink(email))).status).toBe(200);
    expect((await logIn(email, newPassword)).status).toBe(200);
  });
});
