// The receipt a student is e-mailed once their application is submitted (when, in the university's time zone; its number;
// a link to /completion): owed from the submission's commit until the mail server has it, so that none is lost.
import { submissionTimeText, type PartnerConfig } from '@transfer/form';
import type { Database } from '../db/database';
import { submissionReceiptMail } from '../mail/templates';
import type { Mailer } from '../mail/transport';
import type { ApplicationState } from './service';
import { applicationStatements as statements } from './sql';

export interface ReceiptParts {
  db: Database;
  /** The submitted application (the applications service's byId). */
  application: (applicationId: string) => Promise<Pick<ApplicationState, 'userId' | 'number' | 'submittedAt'>>;
  /** The student's account e-mail (the accounts domain's, through the composition root), null for none. */
  emailOf: (userId: string) => Promise<string | null>;
  mailer: Mailer;
  partner: PartnerConfig;
  appUrl: string;
  now?: () => Date;
  /** Queues the receipt's job for one application (receipt-job.ts's receiptQueuer). */
  queue: (applicationId: string) => Promise<void>;
}

/**
 * The receipts owed and their sending. A submission owes one in the transaction that submits it (its `receipt_sent_at`
 * is null); the receipt job sends it and records it sent. A worker killed between the mail server's answer and that
 * record sends it again when the job runs again: at least once, never none.
 */
export class Receipts {
  private readonly now: () => Date;

  constructor(private readonly parts: ReceiptParts) {
    this.now = parts.now ?? (() => new Date());
  }

  /** Mails the receipt of one submitted application, unless it was sent already; throws when the mail server fails. */
  async send(applicationId: string): Promise<void> {
    const [owed] = await this.parts.db.query<{ id: string }>(statements.receiptOwed, [applicationId]);
    if (!owed) return;
    const { userId, number, submittedAt } = await this.parts.application(applicationId);
    const email = await this.parts.emailOf(userId);
    if (email && submittedAt) {
      const receipt = {
        applicationNumber: number,
        submittedAt: submissionTimeText(submittedAt, this.parts.partner.time_zone),
        completionLink: `${this.parts.appUrl}/completion`,
      };
      await this.parts.mailer.send(submissionReceiptMail(email, receipt, this.parts.partner));
    }
    await this.parts.db.execute(statements.receiptSent, [applicationId, this.now()]);
  }

  /**
   * What the submission calls once it has committed: queues the receipt without waiting for SMTP, so that a slow or
   * failing mail server neither delays nor fails the submission. Redis away: the requeue finds it owed later.
   */
  async submitted(applicationId: string): Promise<void> {
    await this.parts
      .queue(applicationId)
      .catch((error: unknown) => console.error(`queueing the receipt of application ${applicationId} failed:`, error));
  }

  /** Queues again every receipt owed, oldest submission first (a repeat of a queued one changes nothing). */
  async requeueOwed(): Promise<void> {
    const rows = await this.parts.db.query<{ id: string }>(statements.receiptsOwed);
    for (const { id } of rows) await this.parts.queue(id);
  }
}
