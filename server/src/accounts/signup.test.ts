import { accountMessages, accountSuccessMessages, defaultPartner } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForJson, testPassword, uniqueEmail } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import { AccountsService } from './service';

/** A clock the tests move forward: codes expire by it. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now });
});
afterAll(() => server.close());

const signUp = (username: string, password = testPassword) => postForJson(server, '/public/signup', { username, password });
const confirm = (username: string, code: string) => postForJson(server, '/public/confirm', { username, code });
const resend = (username: string) => postForJson(server, '/public/resend-confirm', { username });
const logIn = (username: string, password = testPassword) => postForJson(server, '/public/login', { username, password });

/** Another 6-digit code than `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-up', () => {
  it('creates an account, answers with the lowercase address, and e-mails a 6-digit code', async () => {
    const email = uniqueEmail();
    const answer = await signUp(`  ${email.toUpperCase()} `);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: accountSuccessMessages.signedUp, username: email });
    const [mail] = server.mail.to(email);
    expect(mail.subject).toContain(defaultPartner.name);
    const code = server.mail.codeFor(email);
    expect(mail.html).toContain(code);
    expect(mail.text).toContain(defaultPartner.admissions_email);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part.match(/\d{6,}/g) ?? []).toEqual(part === mail.subject ? [] : [code]);
    }
  });

  it.each([
    ['11 characters', 'Abcdefgh1!x'],
    ['no uppercase letter', 'abcdefgh1!xyz'],
    ['no lowercase letter', 'ABCDEFGH1!XYZ'],
    ['no number', 'Abcdefghi!xyz'],
    ['no special character', 'Abcdefghi1xyz'],
    ['a leading space', ' Abcdefgh1!xy'],
    ['a trailing space', 'Abcdefgh1!xy '],
  ])('refuses a password with %s', async (_case, password) => {
    const answer = await signUp(uniqueEmail(), password);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: accountMessages.passwordTooWeak,
      errors: { password: accountMessages.passwordTooWeak },
    });
  });

  it('refuses a missing password and one over 256 characters', async () => {
    expect((await signUp(uniqueEmail(), '')).body.errors).toEqual({ password: accountMessages.passwordRequired });
    const tooLong = `Aa1!${'x'.repeat(253)}`;
    expect((await signUp(uniqueEmail(), tooLong)).body.errors).toEqual({ password: accountMessages.passwordTooLong });
  });

  it.each([
    ['12 characters', 'Abcdefgh1!xy'],
    ['128 characters', `Aa1!${'x'.repeat(124)}`],
    ['256 characters', `Aa1!${'x'.repeat(252)}`],
    ['inner spaces and accents', 'Ünïcode wörds 9 ok!'],
  ])('accepts a password of %s, and logs in with it', async (_case, password) => {
    const email = uniqueEmail();
    expect((await signUp(email, password)).status).toBe(200);
    expect((await confirm(email, server.mail.codeFor(email))).status).toBe(200);
    expect((await logIn(email, password)).status).toBe(200);
  });

  it('refuses an invalid e-mail address with every field problem at once', async () => {
    const answer = await signUp('not an address', 'short');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: accountMessages.emailInvalid,
      errors: { username: accountMessages.emailInvalid, password: accountMessages.passwordTooWeak },
    });
  });

  it('refuses an address that a mail library would read as two, and mails nobody', async () => {
    const answer = await signUp('q1,attacker@evil.example');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ username: accountMessages.emailInvalid });
    expect(server.mail.messages).not.toContainEqual(expect.objectContaining({ to: 'q1,attacker@evil.example' }));
  });

  it('refuses a body that is not an object of strings', async () => {
    const answer = await postForJson(server, '/public/signup', { username: 42, password: ['x'] });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      username: accountMessages.emailInvalid,
      password: accountMessages.passwordRequired,
    });
  });

  it('refuses an address whose account is confirmed, in any case', async () => {
    const email = uniqueEmail();
    await signUp(email);
    await confirm(email, server.mail.codeFor(email));
    const again = await signUp(email.toUpperCase(), 'Another-password-7');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(accountMessages.accountExists);
    expect((await logIn(email, 'Another-password-7')).status).toBe(400);
  });

  it("starts over for an address not confirmed yet: the squatter's code and password stop working once the owner confirms", async () => {
    const email = uniqueEmail();
    const squatterPassword = 'Squatter-password-1';
    await signUp(email, squatterPassword);
    const squattersCode = server.mail.codeFor(email);
    const owners = await signUp(email.toUpperCase(), 'Owners-password-22');
    expect(owners.status).toBe(200);
    expect(owners.body).toEqual({ message: accountSuccessMessages.signedUp, username: email });
    expect(server.mail.to(email)).toHaveLength(2);
    const ownersCode = server.mail.codeFor(email);
    if (ownersCode !== squattersCode) expect((await confirm(email, squattersCode)).body.message).toBe(accountMessages.codeIncorrect);
    expect((await confirm(email, ownersCode)).status).toBe(200);
    expect((await logIn(email, squatterPassword)).body.message).toBe(accountMessages.loginIncorrect);
    expect((await logIn(email, 'Owners-password-22')).status).toBe(200);
  });

  it('removes accounts not confirmed within 72 hours of their last code, and no other', async () => {
    const [stale, renewed, confirmedLate] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of [stale, renewed, confirmedLate]) await signUp(email);
    const accounts = server.database.db;
    const all = [stale, renewed, confirmedLate];
    await accounts.execute(`UPDATE "user" SET created_at = now() - interval '73 hours' WHERE email = ANY($1)`, [all]);
    await accounts.execute(`UPDATE confirmation_code SET created_at = now() - interval '73 hours'`);
    await confirm(confirmedLate, server.mail.codeFor(confirmedLate));
    await resend(renewed);
    const service = new AccountsService({
      db: accounts,
      mailer: server.mail,
      appUrl: server.url,
      partner: defaultPartner,
      sessionSecret: 's'.repeat(32),
    });
    expect(await service.removeUnconfirmedAccounts()).toBeGreaterThanOrEqual(1);
    const left = await accounts.query<{ email: string }>('SELECT email FROM "user" WHERE email = ANY($1)', [all]);
    expect(left.map((row) => row.email).sort()).toEqual([renewed, confirmedLate].sort());
  });
});

describe('confirm', () => {
  const signedUp = async () => {
    const email = uniqueEmail();
    await signUp(email);
    return { email, code: server.mail.codeFor(email) };
  };

  it('confirms with the e-mailed code, once', async () => {
    const { email, code } = await signedUp();
    const answer = await confirm(` ${email.toUpperCase()}`, code);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: accountSuccessMessages.confirmed });
    const again = await confirm(email, code);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(accountMessages.codeIncorrect);
  });

  it.each([['12345'], ['1234567'], ['abcdef'], [''], ['12 456']])('refuses the code %j as malformed', async (code) => {
    const { email } = await signedUp();
    const answer = await confirm(email, code);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: accountMessages.codeInvalid, errors: { code: accountMessages.codeInvalid } });
  });

  it('refuses a malformed address with the sign-up message', async () => {
    const answer = await confirm('nobody@', '123456');
    expect(answer.body.errors).toEqual({ username: accountMessages.emailInvalid });
  });

  it('answers a wrong code, an address with no account and a confirmed account alike', async () => {
    const { email, code } = await signedUp();
    const confirmedAccount = await signedUp();
    await confirm(confirmedAccount.email, confirmedAccount.code);
    const wrong = await confirm(email, wrongCode(code));
    const unknown = await confirm(uniqueEmail(), code);
    const alreadyConfirmed = await confirm(confirmedAccount.email, wrongCode(confirmedAccount.code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: accountMessages.codeIncorrect, errors: { code: accountMessages.codeIncorrect } });
    for (const answer of [unknown, alreadyConfirmed]) {
      expect(answer.status).toBe(wrong.status);
      expect(answer.body).toEqual(wrong.body);
      expect([...answer.response.headers.keys()].sort()).toEqual([...wrong.response.headers.keys()].sort());
    }
  });

  it('takes the right code after four wrong tries', async () => {
    const { email, code } = await signedUp();
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await confirm(email, wrongCode(code))).status).toBe(400);
    expect((await confirm(email, code)).status).toBe(200);
  });

  it('voids the code at the fifth wrong try: the sixth fails even with the right code', async () => {
    const { email, code } = await signedUp();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await confirm(email, wrongCode(code))).status).toBe(400);
    const sixth = await confirm(email, code);
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe(accountMessages.codeIncorrect);
  });

  it('expires a code after 10 minutes', async () => {
    const early = await signedUp();
    const late = await signedUp();
    try {
      clockOffsetMs = 10 * 60_000 - 1000;
      expect((await confirm(early.email, early.code)).status).toBe(200);
      clockOffsetMs = 10 * 60_000 + 1000;
      const expired = await confirm(late.email, late.code);
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(accountMessages.codeIncorrect);
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('resend confirmation code', () => {
  it('sends a new code and voids the old one', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const old = server.mail.codeFor(email);
    const answer = await resend(email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: accountSuccessMessages.confirmationResent, username: email });
    const fresh = server.mail.codeFor(email);
    expect(server.mail.to(email)).toHaveLength(2);
    if (old !== fresh) expect((await confirm(email, old)).body.message).toBe(accountMessages.codeIncorrect);
    expect((await confirm(email, fresh)).status).toBe(200);
  });

  it('answers alike for an unknown address and a confirmed account, and sends them nothing', async () => {
    const confirmed = uniqueEmail();
    await signUp(confirmed);
    await confirm(confirmed, server.mail.codeFor(confirmed));
    const unconfirmed = uniqueEmail();
    await signUp(unconfirmed);
    const unknown = uniqueEmail();
    const answers = await Promise.all([resend(confirmed), resend(unconfirmed), resend(unknown)]);
    for (const [answer, email] of [
      [answers[0], confirmed],
      [answers[1], unconfirmed],
      [answers[2], unknown],
    ] as const) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: accountSuccessMessages.confirmationResent, username: email });
    }
    expect(server.mail.to(confirmed)).toHaveLength(1);
    expect(server.mail.to(unconfirmed)).toHaveLength(2);
    expect(server.mail.to(unknown)).toHaveLength(0);
  });

  it('refuses an invalid address with its own message', async () => {
    const answer = await resend('');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: accountMessages.resendEmailInvalid,
      errors: { username: accountMessages.resendEmailInvalid },
    });
  });
});
