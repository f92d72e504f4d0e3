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

  it('prints every message to the log when SMTP_URL is unset', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const mailer = createMailer(undefined, defaultPartner);
    await mailer.send(message);
    const logged = info.mock.calls.map((call) => String(call[0])).join('\n');
    expect(logged).toContain('Subject: Your confirmation code');
    expect(logged).toContain('To: student@example.com');
    expect(logged).toContain('admissions@lakemont.example');
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
