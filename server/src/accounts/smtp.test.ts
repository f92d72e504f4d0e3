// The accounts' mail over real SMTP: the confirmation code as the only 6-digit number, the reset link written out, the notice of a reset.
import { defaultPartner } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../mail/transport';
import { postForJson, testPassword, uniqueEmail } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp';

let smtp: SmtpCatcher;
let server: TestServer;
let mailer: Mailer;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  mailer = createMailer(smtp.url, defaultPartner);
  server = await startTestServer({ environment: { SMTP_URL: smtp.url }, mailer });
});
afterAll(async () => {
  await server.close();
  mailer.close();
  await smtp.stop();
});

describe('confirmation codes over SMTP', () => {
  it('arrive as the only 6-digit number of the whole message, headers included, and confirm the account', async () => {
    // Letters only: the To header is part of the message, and a hex address often holds a run of six digits itself.
    const email = uniqueEmail().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]);
    expect((await postForJson(server, '/public/signup', { username: email, password: testPassword })).status).toBe(200);
    for (let resend = 0; resend < 3; resend += 1) {
      expect((await postForJson(server, '/public/resend-confirm', { username: email })).status).toBe(200);
    }
    const raws = await smtp.messagesTo(email, 4);
    const codes = raws.map((raw) => {
      expect(raw).toMatch(/^Message-ID: <[a-p]+@lakemont\.example>$/m);
      expect(raw).toMatch(/^Date: /m);
      expect(raw).toContain(`From: ${defaultPartner.name} <${defaultPartner.admissions_email}>`);
      const numbers = [...new Set(raw.match(/\d{6,}/g))];
      expect(numbers).toHaveLength(1);
      expect(numbers[0]).toMatch(/^\d{6}$/);
      return numbers[0];
    });
    const confirm = await postForJson(server, '/public/confirm', { username: email, code: codes.at(-1) });
    expect(confirm.status).toBe(200);
    expect((await postForJson(server, '/public/login', { username: email, password: testPassword })).status).toBe(200);
  });
});

describe('reset links over SMTP', () => {
  it('arrive written out as {APP_URL}/reset?username={email}&id={token}, and reset the password', async () => {
    const email = uniqueEmail();
    await postForJson(server, '/public/signup', { username: email, password: testPassword });
    expect((await postForJson(server, '/public/forgot-password', { username: email })).status).toBe(200);
    const [, raw] = await smtp.messagesTo(email, 2);
    const pattern = new RegExp(`http://localhost:3000/reset\\?username=${encodeURIComponent(email)}&id=([A-Za-z0-9_-]{43})\\s`, 'g');
    const tokens = [...raw.matchAll(pattern)].map((match) => match[1]);
    expect(tokens).toHaveLength(1);
    const reset = await postForJson(server, '/public/reset-password', {
      username: email,
      password: 'Brand-new-password-9',
      confirm_password: 'Brand-new-password-9',
      id: tokens[0],
    });
    expect(reset.status).toBe(200);
    const notice = (await smtp.messagesTo(email, 3))[2];
    expect(notice).toContain('Subject: Your Lakemont State University password was changed');
  });
});
