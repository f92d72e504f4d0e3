// The e-mails to students (confirmation code, reset link, reset notice, submission receipt), each as plain text and as escaped HTML.
import escapeHtml from 'escape-html';
import type { PartnerConfig } from '@transfer/form';
import type { Mailer, Message } from './transport';

/** A run of a paragraph: plain words, the confirmation code, or a link. */
type Segment = string | { code: string } | { link: string; label: string };

interface Letter {
  to: string;
  subject: string;
  paragraphs: Segment[][];
}

function asText(segment: Segment): string {
  if (typeof segment === 'string') return segment;
  if ('code' in segment) return segment.code;
  return `${segment.label}: ${segment.link}`;
}

function asHtml(segment: Segment): string {
  if (typeof segment === 'string') return escapeHtml(segment);
  if ('code' in segment) return `<strong style="font-size: 1.5em; letter-spacing: 0.2em">${escapeHtml(segment.code)}</strong>`;
  return `<a href="${escapeHtml(segment.link)}">${escapeHtml(segment.label)}</a>`;
}

/** The partner's signature closes every message; it names the university and its admissions office. */
function write(letter: Letter, partner: PartnerConfig): Message {
  const paragraphs = [
    ...letter.paragraphs,
    [`If you have questions, write to ${partner.name} Admissions at ${partner.admissions_email}.`],
    [`${partner.name} ${partner.application_title}`],
  ];
  return {
    to: letter.to,
    subject: letter.subject,
    text: `${paragraphs.map((paragraph) => paragraph.map(asText).join('')).join('\n\n')}\n`,
    html: [
      '<!doctype html>',
      '<html><body style="font-family: sans-serif">',
      ...paragraphs.map((paragraph) => `<p>${paragraph.map(asHtml).join('')}</p>`),
      '</body></html>',
      '',
    ].join('\n'),
  };
}

/** Sent at sign-up and at each resend; the code must be the only 6-digit number in the whole message. */
export function confirmationCodeMail(to: string, code: string, validMinutes: number, partner: PartnerConfig): Message {
  return write(
    {
      to,
      subject: `Your ${partner.name} confirmation code`,
      paragraphs: [
        [`Thank you for creating an account for the ${partner.name} ${partner.application_title}.`],
        ['Your confirmation code is ', { code }],
        [
          `Enter it on the Confirm Account page within ${validMinutes} minutes. `,
          'If you did not create an account, you can ignore this message.',
        ],
      ],
    },
    partner,
  );
}

export function resetLinkMail(to: string, link: string, validMinutes: number, partner: PartnerConfig): Message {
  return write(
    {
      to,
      subject: `Reset your ${partner.name} password`,
      paragraphs: [
        [`Someone asked to reset the password of your ${partner.name} ${partner.application_title} account.`],
        [{ link, label: 'Choose a new password' }],
        [
          `The link works once, within ${validMinutes} minutes. `,
          'If you did not ask for it, you can ignore this message: your password stays as it is.',
        ],
      ],
    },
    partner,
  );
}

export function passwordChangedMail(to: string, partner: PartnerConfig): Message {
  return write(
    {
      to,
      subject: `Your ${partner.name} password was changed`,
      paragraphs: [
        [
          `The password of your ${partner.name} ${partner.application_title} account was just reset, `,
          'and every other device signed in to it was signed out.',
        ],
        ['If you did not do this, reset your password again at once and tell the admissions office.'],
      ],
    },
    partner,
  );
}

/** What a receipt says of the submission: when (already in the university's time zone) and under which number. */
export interface SubmissionReceipt {
  applicationNumber: number;
  submittedAt: string;
  /** APP_URL/completion, where the student finds the next steps and the PDF copy. */
  completionLink: string;
}

/** Sent once an application is submitted. */
export function submissionReceiptMail(to: string, receipt: SubmissionReceipt, partner: PartnerConfig): Message {
  return write(
    {
      to,
      subject: `Your ${partner.name} application ${receipt.applicationNumber} was submitted`,
      paragraphs: [
        [`Thank you for applying to ${partner.name}. We received your ${partner.application_title}.`],
        [`Application number: ${receipt.applicationNumber}`],
        [`Submitted: ${receipt.submittedAt}`],
        [{ link: receipt.completionLink, label: 'Your next steps and a PDF copy of your application' }],
        ['Keep this message: the application number is how the admissions office finds your application.'],
      ],
    },
    partner,
  );
}

/** Sent to a member of staff: the invitation (72 hours) or the password reset link (an hour), each single use. */
export function staffLinkMail(purpose: 'invitation' | 'password_reset', to: string, link: string, partner: PartnerConfig): Message {
  const invitation = purpose === 'invitation';
  return write(
    {
      to,
      subject: invitation ? `You are invited to the ${partner.name} admissions staff pages` : `Reset your ${partner.name} staff password`,
      paragraphs: invitation
        ? [
            [`You have been invited to read transfer applications to ${partner.name} as a member of the admissions staff.`],
            [{ link, label: 'Accept the invitation' }],
            ['Open the link within 72 hours: it works once. You will choose a password and set up a code from an authenticator app.'],
          ]
        : [
            [`Someone asked to reset the password of your ${partner.name} staff account.`],
            [{ link, label: 'Choose a new password' }],
            [
              'The link works once, within an hour. After it you sign in with the new password and the code from your authenticator app. ',
              'If you did not ask for it, you can ignore this message: your password stays as it is.',
            ],
          ],
    },
    partner,
  );
}

/** Sends staff links from the university through `mailer`: the command line's, the sign-in's and the staff pages' one way. */
export function staffLinkSender(mailer: Mailer, partner: PartnerConfig) {
  return (purpose: 'invitation' | 'password_reset', link: { email: string; url: string }): Promise<void> =>
    mailer.send(staffLinkMail(purpose, link.email, link.url, partner));
}
