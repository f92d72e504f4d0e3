// An SMTP server on a free loopback port for tests that send real mail: it keeps every message as received.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpCatcher {
  /** The SMTP_URL to give the app. */
  url: string;
  /** Waits until `count` messages have reached `to`; answers them whole (headers and body), oldest first. */
  messagesTo(to: string, count: number): Promise<string[]>;
  /** Every message that has reached `to` so far, oldest first. */
  receivedBy(to: string): string[];
  stop(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
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
  const receivedBy = (to: string) => received.filter((message) => message.to === to).map((message) => message.raw);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    receivedBy,
    async messagesTo(to, count) {
      for (let waited = 0; waited < 5000; waited += 20) {
        const raws = receivedBy(to);
        if (raws.length >= count) return raws;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`fewer than ${count} messages reached ${to}`);
    },
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
