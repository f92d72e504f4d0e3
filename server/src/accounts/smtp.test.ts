import type { AddressInfo } from 'node:net';
import { defaultPartner } from '@transfer/form';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../mail/transport';
import { postForJson, testPassword, uniqueEmail } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';

/** Every message the SMTP server received, as sent: headers and body. */
const received: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo[0].address, raw });
      callback();
    });
  },
});

let server: TestServer;
let mailer: Mailer;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  mailer = createMailer(smtpUrl, defaultPartner);
  server = await startTestServer({ environment: { SMTP_URL: smtpUrl }, mailer });
});
afterAll(async () => {
  await server.close();
  mailer.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Waits for the count of messages to `to` to reach `count` (mail is handed to SMTP after the answer for resends). */
async function messagesTo(to: string, count: number): Promise<string[]> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const raws = received.filter((message) => message.to === to).map((message) => message.raw);
    if (raws.length >= count) return raws;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} messages reached ${to}`);
}

describe('confirmation codes over SMTP', () => {
  it('arrive as the only 6-digit number of the whole message, headers included, and confirm the account', async () => {
    // Letters only: the To header is part of the message, and a hex address often holds a run of six digits itself.
    const email = uniqueEmail().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]);
    expect((await postForJson(server, '/public/signup', { username: email, password: testPassword })).status).toBe(200);
    for (let resend = 0; resend < 3; resend += 1) {
      expect((await postForJson(server, '/public/resend-confirm', { username: email })).status).toBe(200);
    }
    const raws = await messagesTo(email, 4);
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
    const [, raw] = await messagesTo(email, 2);
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
    const notice = (await messagesTo(email, 3))[2];
    expect(notice).toContain('Subject: Your Lakemont State University password was changed');
  });
});
