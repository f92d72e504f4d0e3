// The read-only view's page (docs/product.md §12.6), one HTML page for staff's browsers and for the PDF: the university,
// who applied and which application, then every page of the form in turn; or a refused link's message alone. No script.
import { applicantName, formPages, pageDefinition, submissionTimeText, type FormState } from '@transfer/form';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ReadOnlySections, type ReadOnlyValue, type ViewDocument } from '@transfer/form/view';
import { serviceViewStyles } from './styles';

/** One application as the view reads it, straight from the database. */
export interface ReadOnlyApplication {
  state: FormState;
  /** Answer key -> the document uploaded for that file question. */
  documents: Readonly<Record<string, ViewDocument>>;
  /** The student's account e-mail. */
  username: string;
  /** The application's number (the applications domain's). */
  number: number;
  submittedAt: Date | null;
}

/** The university, as the view is headed. */
export interface ViewPartner {
  name: string;
  applicationTitle: string;
  /** Where times are given (an IANA zone): the university's. */
  timeZone: string;
}

/** Who applied and which application: the view's header says it, and so does every page of the PDF. */
export interface ApplicationIdentity {
  applicantName: string;
  applicationNumber: string;
  /** The date and time of submission in the university's time zone, or null before it. */
  submitted: string | null;
}

export function identityOf(application: ReadOnlyApplication, partner: ViewPartner): ApplicationIdentity {
  return {
    applicantName: applicantName(application.state.answers),
    applicationNumber: String(application.number),
    submitted: application.submittedAt ? submissionTimeText(application.submittedAt, partner.timeZone) : null,
  };
}

/** A whole page: the view's style sheet inline, and nothing else to load. */
function page(title: string, main: ReactNode): string {
  const markup = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: serviceViewStyles }} />
      </head>
      <body>{main}</body>
    </html>,
  );
  return `<!doctype html>${markup}`;
}

function Identity({ identity, username }: { identity: ApplicationIdentity; username: string }) {
  const entries: [string, string][] = [
    ['Applicant', identity.applicantName],
    ['Application number', identity.applicationNumber],
    ...(identity.submitted ? ([['Submitted', identity.submitted]] as [string, string][]) : []),
    ['Account e-mail', username.toLowerCase()],
  ];
  return (
    <dl className="service-view__applicant">
      {entries.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The application's page: every page of the form under its title, read-only. Markup typed into an answer is text.
 * Staff read the SSN whole; the student's own copy shows its last four digits only.
 */
export function serviceViewPage(application: ReadOnlyApplication, partner: ViewPartner, ssn: ReadOnlyValue['ssn'] = 'whole'): string {
  const identity = identityOf(application, partner);
  return page(
    `${identity.applicantName} | ${partner.applicationTitle}`,
    <main id="main-content" className="service-view">
      <header className="service-view__heading">
        <p className="service-view__institution">{partner.name}</p>
        <p className="service-view__title">{partner.applicationTitle}</p>
        <Identity identity={identity} username={application.username} />
      </header>
      {formPages.map((formPage) => (
        <article key={formPage.id} className="service-page" aria-labelledby={`${formPage.id}-page-title`}>
          <h1 id={`${formPage.id}-page-title`}>{formPage.title}</h1>
          <ReadOnlySections
            sections={pageDefinition(formPage.id).sections}
            state={application.state}
            documents={application.documents}
            ssn={ssn}
          />
        </article>
      ))}
    </main>,
  );
}

/** What a refused link shows instead of the application: its message, and nothing of any application. */
export function refusedPage(message: string): string {
  return page(
    'Application not available',
    <main id="main-content" className="service-view">
      <div className="service-view__refused" role="alert">
        <h1>Application not available</h1>
        <p>{message}</p>
      </div>
    </main>,
  );
}
