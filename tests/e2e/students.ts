// Students for end-to-end tests: a mail catcher for the confirmation codes and every message, and a browser context signed in to a new confirmed account made through the public API.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { SMTPServer } from 'smtp-server';

export const studentPassword = 'Application-Pass-2024!';

/** An SMTP server on a free loopback port keeping the last confirmation code mailed to each address, and every message. */
export class CodeCatcher {
  private readonly codes = new Map<string, string>();
  private readonly messages: { to: string; raw: string }[] = [];
  private readonly smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        // Of the confirmation messages only: a receipt carries a 6-digit number too, the application's.
        const code = /^Subject: .*confirmation code/m.test(raw) ? /\b\d{6}\b/.exec(raw)?.[0] : undefined;
        for (const { address } of session.envelope.rcptTo) {
          this.messages.push({ to: address, raw });
          if (code) this.codes.set(address, code);
        }
        callback();
      });
    },
  });

  /** Starts listening; resolves with the SMTP_URL to give the app. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.smtp.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.smtp.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.smtp.close(() => resolve()));
  }

  /** The first message to `email` whose headers or body match `pattern`, whole, as received; waits up to `timeoutMs` for it. */
  async messageTo(email: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
    for (let waited = 0; waited <= timeoutMs; waited += 25) {
      const found = this.messages.find((message) => message.to === email && pattern.test(message.raw));
      if (found) return found.raw;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no message matching ${pattern} reached ${email}`);
  }

  async codeFor(email: string): Promise<string> {
    for (let waited = 0; !this.codes.has(email); waited += 25) {
      if (waited > 10_000) throw new Error(`no confirmation code reached ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.codes.get(email)!;
  }
}

async function post(appUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${appUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** A confirmed account, made through the public API with the code from the mail; answers its e-mail address. */
export async function confirmedStudent(appUrl: string, mail: CodeCatcher): Promise<string> {
  const email = `applicant.${randomBytes(4).toString('hex')}@example.edu`;
  await post(appUrl, '/public/signup', { username: email, password: studentPassword });
  await post(appUrl, '/public/confirm', { username: email, code: await mail.codeFor(email) });
  return email;
}

/** A confirmed account and a browser context signed in to it. */
export async function signedInContext(
  browser: Browser,
  appUrl: string,
  mail: CodeCatcher,
  viewport = { width: 1280, height: 900 },
): Promise<BrowserContext> {
  const email = await confirmedStudent(appUrl, mail);
  const context = await browser.newContext({ viewport });
  const login = await context.request.post(`${appUrl}/public/login`, {
    data: { username: email, password: studentPassword },
  });
  if (!login.ok()) throw new Error(`login answered ${login.status()}`);
  return context;
}
