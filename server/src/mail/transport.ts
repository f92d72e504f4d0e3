// Outgoing mail: SMTP at SMTP_URL through nodemailer, or, when it is unset, every message printed to the log.
import { randomBytes } from 'node:crypto';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
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

/** Builds a mailer over any nodemailer transporter (SMTP in production, a capturing one in tests). */
export function mailerOver(transporter: Transporter, partner: PartnerConfig, onSent?: (raw: string) => void): Mailer {
  const from = { name: partner.name, address: partner.admissions_email };
  const domain = partner.admissions_email.split('@').pop();
  return {
    async send(message) {
      // baseBoundary is a MailComposer option that nodemailer's typings leave out.
      const mail: SendMailOptions & { baseBoundary: string } = {
        from,
        messageId: `<${randomLetters(16)}@${domain}>`,
        baseBoundary: randomLetters(8),
        ...message,
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
