// A mailer for tests that keeps every message, and reads the confirmation code or the reset link out of them.
import type { Mailer, Message } from '../mail/transport';

export interface CapturingMailer extends Mailer {
  /** Every message handed over, in order, kept the moment send() is called. */
  messages: Message[];
  /** The messages sent to `address`, oldest first. */
  to(address: string): Message[];
  /** The 6-digit code of the latest message to `address`. */
  codeFor(address: string): string;
  /** The reset link of the latest message to `address`. */
  resetLinkFor(address: string): string;
}

export function capturingMailer(): CapturingMailer {
  const messages: Message[] = [];
  const to = (address: string) => messages.filter((message) => message.to === address.toLowerCase());
  const latest = (address: string, pattern: RegExp, subject = /./): string => {
    const found = to(address)
      .filter((message) => subject.test(message.subject))
      .map((message) => pattern.exec(message.text)?.[1])
      .filter((value): value is string => value !== undefined)
      .at(-1);
    if (!found) throw new Error(`no message to ${address} matches ${pattern}`);
    return found;
  };
  return {
    messages,
    to,
    // Of the confirmation messages only: a receipt carries a 6-digit number too, the application's.
    codeFor: (address) => latest(address, /\b(\d{6})\b/, /confirmation code/),
    resetLinkFor: (address) => latest(address, /(https?:\/\/\S+\/reset\?\S+)/),
    send: async (message) => {
      messages.push(message);
    },
    close: () => undefined,
  };
}
