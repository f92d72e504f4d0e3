// The mailer: messages printed to the log without SMTP_URL, sent from the university through the SMTP server at it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPartner } from '@transfer/form';
import { startSmtpCatcher } from '../testing/smtp';
import { createMailer } from './transport';

const message = {
  to: 'student@example.com',
  subject: 'Your confirmation code',
  text: 'Your code is 123456.',
  html: '<p>Your code is <strong>123456</strong>.</p>',
};

describe('the mailer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints each message to the log as one short block when SMTP_URL is unset: to, subject, text', async () => {
    const logged: string[] = [];
    const mailer = createMailer(undefined, defaultPartner, (block) => logged.push(block));
    await mailer.send({ ...message, text: 'Your code is\n123456.\n\n\nEnter it within 10 minutes.\n' });
    expect(logged).toEqual([
      [
        'mail to student@example.com (SMTP_URL unset, not sent): Your confirmation code',
        '  Your code is 123456.',
        '  Enter it within 10 minutes.',
      ].join('\n'),
    ]);
  });

  it('logs to the console by default, no MIME: no headers, no HTML part', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await createMailer(undefined, defaultPartner).send(message);
    const logged = info.mock.calls.map((call) => String(call[0])).join('\n');
    expect(logged).toContain('Your code is 123456.');
    expect(logged).not.toMatch(/Content-Type|<strong>|Message-ID/);
  });

  it('sends through the SMTP server at SMTP_URL, from the university', async () => {
    const smtp = await startSmtpCatcher();
    const mailer = createMailer(smtp.url, defaultPartner);
    try {
      await mailer.send(message);
      const received = await smtp.messagesTo(message.to, 1);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('From: Lakemont State University <admissions@lakemont.example>');
      expect(received[0]).toContain('Your code is 123456.');
    } finally {
      mailer.close();
      await smtp.stop();
    }
  });
});
