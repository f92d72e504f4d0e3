import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPartner } from '@transfer/form';
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
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const mailer = createMailer(`smtp://127.0.0.1:${port}`, defaultPartner);
    try {
      await mailer.send(message);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('From: Lakemont State University <admissions@lakemont.example>');
      expect(received[0]).toContain('Your code is 123456.');
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
