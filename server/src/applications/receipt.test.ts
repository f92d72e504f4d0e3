// The submission receipt over real SMTP, as a durable job: sent once the submission commits, in plain text and HTML;
// never failing the submit; sent once the mail server is back; sent after a crash lost its job, when workers start.
import { defaultPartner, submissionTimeText } from '@transfer/form';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validApplication } from '../../../form/src/testing/valid-application';
import { startWorkers, type RunningWorkers } from '../jobs/runner';
import { createMailer, type Mailer } from '../mail/transport';
import { queueOptions } from '../root/services';
import { signedInAgent, type SignedInAgent } from '../testing/accounts';
import { dropKeys } from '../testing/environment';
import { startTestServer, type TestServer } from '../testing/server';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp';
import { receiptJob } from './receipt-job';

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
  server = await startTestServer({
    environment: { SMTP_URL: smtp.url, APP_URL: 'http://apply.lakemont.example' },
    mailer: failing,
    receiptFirstRetryMs: 100,
  });
});
afterAll(async () => {
  await server.close();
  mailer.close();
  await smtp.stop();
});

/** The receipt's worker, as a worker process runs it (started and stopped by each test, as a crash would). */
function startReceiptWorker(): Promise<RunningWorkers> {
  return startWorkers([receiptJob(server.services.receipts)], queueOptions(server.redis, { redisPrefix: server.redisPrefix }));
}

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

/** The receipts the mail server received (the app's capturing mailer records the failed tries too). */
const receiptsTo = (email: string) => smtp.receivedBy(email).filter((raw) => /^Subject: .* was submitted\r?$/m.test(raw));

async function receiptSentAt(applicationId: string): Promise<Date | null> {
  const [row] = await server.database.db.query<{ sent: Date | null }>('SELECT receipt_sent_at AS sent FROM application WHERE id = $1', [
    applicationId,
  ]);
  return row.sent;
}

describe('the submission receipt', () => {
  it('reaches the student by SMTP with the time in the university zone, the number and the /completion link, in text and HTML', async () => {
    const workers = await startReceiptWorker();
    try {
      const student = await signedInAgent(server);
      const { id, number, submittedAt } = await submitted(student);
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
      await vi.waitFor(async () => expect(await receiptSentAt(id)).not.toBeNull());

      // Submitting again changes nothing, and sends nothing; nor does queueing every receipt owed again.
      expect((await student.fetch('/api/submit', { method: 'POST' })).status).toBe(200);
      await server.services.receipts.requeueOwed();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiptsTo(student.email)).toHaveLength(1);
    } finally {
      await workers.close();
    }
  });

  it('with the mail server down at submission, submits, and sends the receipt once when it is back', async () => {
    const student = await signedInAgent(server);
    const workers = await startReceiptWorker();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    smtpDown = true;
    try {
      const { id, submittedAt } = await submitted(student);
      expect(submittedAt).not.toBeNull();
      // Tried and failed at least twice (its retries back off from 100 ms here, 10 s in production), owed all the while.
      await vi.waitFor(
        () => expect(logged.mock.calls.filter(([line]) => String(line).includes(`receipt-${id} failed`)).length).toBeGreaterThanOrEqual(2),
        { timeout: 5000 },
      );
      expect(await receiptSentAt(id)).toBeNull();
      expect(receiptsTo(student.email)).toHaveLength(0);

      smtpDown = false;
      await vi.waitFor(async () => expect(await receiptSentAt(id)).not.toBeNull(), { timeout: 5000 });
      expect(await smtp.messagesTo(student.email, 2)).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiptsTo(student.email)).toHaveLength(1);
    } finally {
      smtpDown = false;
      logged.mockRestore();
      await workers.close();
    }
  });

  it('owed when the job was lost between the commit and the send (a crash, Redis emptied), it is sent once workers start', async () => {
    const student = await signedInAgent(server);
    // No worker runs: the submission commits and its job waits in Redis, which then loses it.
    const { id } = await submitted(student);
    await dropKeys(server.redis, server.redisPrefix);
    expect(await receiptSentAt(id)).toBeNull();

    const workers = await startReceiptWorker();
    try {
      await vi.waitFor(async () => expect(await receiptSentAt(id)).not.toBeNull(), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiptsTo(student.email)).toHaveLength(1);
    } finally {
      await workers.close();
    }
  });

  it('whose tries all failed is tried again by the requeue, and sent', async () => {
    const student = await signedInAgent(server);
    const { id } = await submitted(student);
    // Its job, as it would be once its eight tries had failed: one try left, taken while the mail server is down.
    const queue = server.services.queues.queue('submission-receipt');
    await (await queue.getJob(`receipt-${id}`))!.remove();
    await queue.add('submission-receipt', { applicationId: id }, { jobId: `receipt-${id}`, attempts: 1 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    smtpDown = true;
    const workers = await startReceiptWorker();
    try {
      await vi.waitFor(async () => expect(await (await queue.getJob(`receipt-${id}`))!.getState()).toBe('failed'));
      expect(await receiptSentAt(id)).toBeNull();

      smtpDown = false;
      await server.services.receipts.requeueOwed();
      await vi.waitFor(async () => expect(await receiptSentAt(id)).not.toBeNull(), { timeout: 5000 });
      expect(receiptsTo(student.email)).toHaveLength(1);
    } finally {
      smtpDown = false;
      logged.mockRestore();
      await workers.close();
    }
  });
});
