// Outgoing mail: SMTP at SMTP_URL through nodemailer, or, when it is unset, every message printed to the log.
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

/** Builds a mailer over any nodemailer transporter (SMTP in production, a capturing one in tests). */
export function mailerOver(transporter: Transporter, partner: PartnerConfig, onSent?: (raw: string) => void): Mailer {
  const from = { name: partner.name, address: partner.admissions_email };
  const domain = partner.admissions_email.split('@').pop();
  return {
    async send(message) {
      // baseBoundary (and a part's raw) are MailComposer options that nodemailer's typings leave out.
      const mail: SendMailOptions & { baseBoundary: string } = {
        from,
        messageId: `<${randomLetters(16)}@${domain}>`,
        baseBoundary: randomLetters(8),
        to: message.to,
        subject: message.subject,
        text: asWritten('text/plain', message.text),
        html: asWritten('text/html', message.html),
      };
      const info = await transporter.sendMail(mail);
      if (onSent && 'message' in info) onSent(String(info.message));
    },
    close: () => transporter.close(),
  };
}

export function createMailer(smtpUrl: string | undefined, partner: PartnerConfig): Mailer {
  if (smtpUrl) return mailerOver(nodemailer.createTransport(smtpUrl), partner);
  const logTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return mailerOver(logTransport, partner, (raw) => console.info(`mail (SMTP_URL unset, not sent):\n${raw}`));
}
