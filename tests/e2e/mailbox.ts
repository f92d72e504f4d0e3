// A mail catcher for the end-to-end tests: an SMTP server on loopback that the app sends to, and the codes it received.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  /** The app's SMTP_URL. */
  url: string;
  /** The 6-digit code of the last message to `email`, once one arrives (within 10 s). */
  confirmationCode(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  /** Every message received, by recipient. */
  const messages = new Map<string, string[]>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) messages.set(address, [...(messages.get(address) ?? []), raw]);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    async confirmationCode(email) {
      for (let waited = 0; waited < 10_000; waited += 25) {
        const code = messages.get(email)?.at(-1)?.match(/\b\d{6}\b/)?.[0];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no confirmation code reached ${email}`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
