// Outgoing mail: SMTP at SMTP_URL through nodemailer, or, when it is unset, every message printed to the log.
import nodemailer, { type Transporter } from 'nodemailer';
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

/** Builds a mailer over any nodemailer transporter (SMTP in production, a capturing one in tests). */
export function mailerOver(transporter: Transporter, partner: PartnerConfig, onSent?: (raw: string) => void): Mailer {
  const from = { name: partner.name, address: partner.admissions_email };
  return {
    async send(message) {
      const info = await transporter.sendMail({ from, ...message });
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
