// What every page of the application PDF says above and below its content: who applied, the application's number and
// when it was submitted; the application's title and the page's number. Chromium prints them on the form's pages
// (print.ts), pdf-lib on the pages appended behind them (assemble.ts).

/** Who applied and which application (the read-only view's identity, handed over by the composition root). */
export interface PdfIdentity {
  applicantName: string;
  applicationNumber: string;
  /** The date and time of submission, as the view gives it; null before submission. */
  submitted: string | null;
}

export interface RunningHeads {
  /** Left, middle and right of the header. */
  header: [string, string, string];
  /** Left of the footer; its right is the page's number. */
  footer: string;
}

export function runningHeads(identity: PdfIdentity, applicationTitle: string): RunningHeads {
  return {
    header: [
      identity.applicantName,
      `Application ${identity.applicationNumber}`,
      identity.submitted === null ? '' : `Submitted ${identity.submitted}`,
    ],
    footer: applicationTitle,
  };
}

/** The footer's right: the page's number (Chromium fills it in where `number` is its placeholder). */
export const pageNumberLabel = (number: string) => `Page ${number}`;
