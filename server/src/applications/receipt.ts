// The receipt a student is e-mailed once their application is submitted: when (in the university's time zone), its number, and a link to /completion.
import { submissionTimeText, type PartnerConfig } from '@transfer/form';
import { submissionReceiptMail } from '../mail/templates';
import type { Mailer } from '../mail/transport';
import type { ApplicationState } from './service';

export interface ReceiptParts {
  /** The submitted application (the applications service's byId). */
  application: (applicationId: string) => Promise<Pick<ApplicationState, 'userId' | 'number' | 'submittedAt'>>;
  /** The student's account e-mail (the accounts domain's, through the composition root), null for none. */
  emailOf: (userId: string) => Promise<string | null>;
  mailer: Mailer;
  partner: PartnerConfig;
  appUrl: string;
}

/** Mails the receipt of one submitted application. */
async function mailReceipt(parts: ReceiptParts, applicationId: string): Promise<void> {
  const { userId, number, submittedAt } = await parts.application(applicationId);
  const email = await parts.emailOf(userId);
  if (!email || !submittedAt) return;
  const receipt = {
    applicationNumber: number,
    submittedAt: submissionTimeText(submittedAt, parts.partner.time_zone),
    completionLink: `${parts.appUrl}/completion`,
  };
  await parts.mailer.send(submissionReceiptMail(email, receipt, parts.partner));
}

/**
 * What the submission calls once it has committed: hands the receipt to the mailer without waiting for SMTP, so that
 * a slow or failing mail server neither delays nor fails the submission; a receipt that could not be sent is logged.
 */
export function receiptSender(parts: ReceiptParts): (applicationId: string) => void {
  return (applicationId) => {
    mailReceipt(parts, applicationId).catch((error: unknown) =>
      console.error(`the receipt of application ${applicationId} was not sent:`, error),
    );
  };
}
