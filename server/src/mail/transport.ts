// Outgoing mail: SMTP at SMTP_URL through nodemailer, or, when it is unset, each message printed to the log as one short block.
import { randomBytes } from 'node:crypto';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { PartnerConfig } from '@transfer/form';

export interface Message {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: Message): Promise<void>;
  close(): void;
}

/**
 * Random letters (no digits) for the Message-ID and the MIME boundaries: nodemailer's own are hex, which often
 * hold a run of six digits, and a confirmation e-mail must carry no 6-digit number besides its code.
 */
function randomLetters(bytes: number): string {
  return randomBytes(bytes)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]);
}

/**
 * A part sent as written (7bit, or 8bit beyond ASCII) rather than in nodemailer's quoted-printable for lines over 76
 * characters: the code and the reset link then stand in the message exactly as in the template, never split by a
 * soft line break nor with their "=" written "=3D". Template lines stay far below SMTP's 998-character limit.
 */
function asWritten(contentType: string, content: string): Mail.AttachmentLike & { raw: string } {
  const encoding = /^\p{ASCII}*$/u.test(content) ? '7bit' : '8bit';
  const body = content.replace(/\r?\n/g, '\r\n');
  return { raw: `Content-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n${body}` };
}

/** The mailer over SMTP: each message from the university's admissions address, its parts as written. */
function mailerOver(transporter: Transporter, partner: PartnerConfig): Mailer {
  const from = { name: partner.name, address: partner.admissions_email };
  const domain = partner.admissions_email.split('@').pop();
  return {
    async send(message) {
      // baseBoundary (and a part's raw) are MailComposer options that nodemailer's typings leave out.
      const mail: SendMailOptions & { baseBoundary: string } = {
        from,
        messageId: `<${randomLetters(16)}@${domain}>`,
        baseBoundary: randomLetters(8),
        // One mailbox, never a string a mail library could read as a list of them.
        to: { name: '', address: message.to },
        subject: message.subject,
        text: asWritten('text/plain', message.text),
        html: asWritten('text/html', message.html),
      };
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * What a developer needs of a message without a mail server: to whom, its subject and its text (where the code or
 * the link stands), one paragraph a line; the raw MIME, HTML part and headers would bury them in the log.
 */
function logBlock(message: Message): string {
  const paragraphs = message.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
  const heading = `mail to ${message.to} (SMTP_URL unset, not sent): ${message.subject}`;
  return [heading, ...paragraphs.map((paragraph) => `  ${paragraph}`)].join('\n');
}

/** Without SMTP_URL (development only: production refuses to start without it) each message goes to the log. */
function logMailer(log: (block: string) => void): Mailer {
  return {
    async send(message) {
      log(logBlock(message));
    },
    close: () => undefined,
  };
}

export function createMailer(smtpUrl: string | undefined, partner: PartnerConfig, log = console.info): Mailer {
  return smtpUrl ? mailerOver(nodemailer.createTransport(smtpUrl), partner) : logMailer(log);
}
