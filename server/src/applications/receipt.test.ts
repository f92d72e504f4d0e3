// The submission receipt over real SMTP: sent once the submission commits, in plain text and HTML, and never failing the submit.
import { defaultPartner, submissionTimeText } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validApplication } from '../../../form/src/testing/valid-application';
import { createMailer, type Mailer } from '../mail/transport';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { startTestServer, type TestServer } from '../testing/server';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp';

let smtp: SmtpCatcher;
let server: TestServer;
let mailer: Mailer;
/** While true, the mail server is "down": every message handed over fails. */
let smtpDown = false;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  mailer = createMailer(smtp.url, defaultPartner);
  const failing: Mailer = {
    send: (message) => (smtpDown ? Promise.reject(new Error('connect ECONNREFUSED')) : mailer.send(message)),
    close: () => undefined,
  };
  server = await startTestServer({ environment: { SMTP_URL: smtp.url, APP_URL: 'http://apply.lakemont.example' }, mailer: failing });
});
afterAll(async () => {
  await server.close();
  mailer.close();
  await smtp.stop();
});

/** The body of the message's part of this type, as it was written (the parts are sent 7bit or 8bit, never encoded). */
function part(raw: string, type: 'text/plain' | 'text/html'): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  expect(start).toBeGreaterThan(-1);
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4);
  return body.slice(0, body.search(/\r\n--/));
}

async function submitted(student: SignedInAgent) {
  expect((await student.fetch('/api/answer', { method: 'PUT', body: JSON.stringify(validApplication) })).status).toBe(200);
  expect((await student.fetch('/api/submit', { method: 'POST' })).status).toBe(200);
  return server.services.applications.get({ id: (await server.services.accounts.studentByEmail(student.email))!.id });
}

describe('the submission receipt', () => {
  it('reaches the student by SMTP with the time in the university zone, the number and the /completion link, in text and HTML', async () => {
    const student = await signedInAgent(server);
    const { number, submittedAt } = await submitted(student);
    // The confirmation code came first.
    const [receipt] = (await smtp.messagesTo(student.email, 2)).filter((raw) => raw.includes('was submitted'));
    expect(receipt).toContain(`Subject: Your Lakemont State University application ${number} was submitted`);
    expect(receipt).toMatch(/Content-Type: multipart\/alternative/);
    const when = submissionTimeText(submittedAt!, defaultPartner.time_zone);
    expect(when).toMatch(/ P[SD]T$/);

    const text = part(receipt, 'text/plain');
    expect(text).toContain(`Application number: ${number}`);
    expect(text).toContain(`Submitted: ${when}`);
    expect(text).toContain('http://apply.lakemont.example/completion');
    const html = part(receipt, 'text/html');
    expect(html).toContain(`<p>Application number: ${number}</p>`);
    expect(html).toContain(`<p>Submitted: ${when}</p>`);
    expect(html).toContain('<a href="http://apply.lakemont.example/completion">');

    // Submitting again changes nothing, and sends nothing.
    expect((await student.fetch('/api/submit', { method: 'POST' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.mail.to(student.email).filter((message) => message.subject.includes('was submitted'))).toHaveLength(1);
  });

  it('does not fail the submission when the mail server is down, and logs the receipt not sent', async () => {
    const student = await signedInAgent(server);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    smtpDown = true;
    try {
      const { id, submittedAt } = await submitted(student);
      expect(submittedAt).not.toBeNull();
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(`the receipt of application ${id} was not sent:`, expect.any(Error)));
    } finally {
      smtpDown = false;
      logged.mockRestore();
    }
  });
});
