// The reader (/staff/applications/<number>): the application read-only (the same ReadOnlySections as the service view and the PDF) beside its documents shown inline, its statuses, logins, answer history and staff activity; previous and next in the worklist's filter and order (k, j), fetched ahead.
import { formPages, pageDefinition, type FormState } from '@transfer/form';
import { ReadOnlySections, type ViewDocument } from '@transfer/form/view';
import { Suspense, useEffect, useRef } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { graphql, loadQuery, useLazyLoadQuery, useRelayEnvironment } from '../relay/hooks';
import { useDocumentTitle } from '../ui/document-title';
import type { ReaderPageQuery, ReaderPageQuery$variables } from './__generated__/ReaderPageQuery.graphql';
import { ApplicationHistory } from './ApplicationHistory';
import { DocumentsPanel } from './DocumentsPanel';
import { dayText, statusLabel, whenText } from './labels';
import { ShortcutsHelp } from './ShortcutsHelp';
import { useShortcuts } from './shortcuts';
import { StaffBar } from './StaffBar';
import type { WorklistReturn } from './WorklistPage';
import { parseWorklist, readerHref, worklistHref, worklistQuery, worklistVariables } from './worklist-url';
import '@transfer/form/view/read-only.css';

const readerQuery = graphql`
  query ReaderPageQuery(
    $number: Int!
    $webStatus: WebStatus
    $submittedFrom: DateTimeISO
    $submittedTo: DateTimeISO
    $search: String
    $order: StaffApplicationOrder!
  ) {
    applicationByNumber(number: $number) {
      id
      applicationId
      number
      applicantName
      username
      webStatus
      createdAt
      submittedAt
      answers
      addAnother
      tabs
      packetUrl
      documents {
        answerKey
        fileName
        fileSize
        status
      }
      ...DocumentsPanel_application
      ...ApplicationHistory_application
    }
    applicationNeighbours(
      number: $number
      webStatus: $webStatus
      submittedFrom: $submittedFrom
      submittedTo: $submittedTo
      search: $search
      order: $order
    ) {
      previous {
        number
        applicantName
      }
      next {
        number
        applicantName
      }
    }
  }
`;

export default function ReaderPage() {
  const { number } = useParams();
  const location = useLocation();
  const worklist = worklistQuery(parseWorklist(location.search));
  const searchRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  return (
    <div className="staff-page">
      <StaffBar current="applications" />
      <main id="main-content" className="staff-main reader" tabIndex={-1}>
        <div className="reader-nav">
          <Link to={worklistHref(worklist)} state={{ focusNumber: Number(number) } satisfies WorklistReturn} className="reader-nav__back">
            ← Back to applications
          </Link>
          <SearchField
            className="field reader-nav__search"
            onSubmit={(search) => void navigate(worklistHref(worklistQuery({ ...parseWorklist(location.search), search })))}
          >
            <Label className="visually-hidden">Search applications</Label>
            <Input ref={searchRef} className="field__input" placeholder="Search applications" />
          </SearchField>
          <ShortcutsHelp page="reader" />
        </div>
        <Suspense fallback={<p role="status">Loading the application…</p>}>
          <Reader key={number} number={Number(number)} worklist={worklist} searchRef={searchRef} />
        </Suspense>
      </main>
    </div>
  );
}

interface ReaderProps {
  number: number;
  worklist: string;
  searchRef: React.RefObject<HTMLInputElement | null>;
}

function Reader({ number, worklist, searchRef }: ReaderProps) {
  const variables: ReaderPageQuery$variables = { number, ...worklistVariables(parseWorklist(worklist)) };
  const data = useLazyLoadQuery<ReaderPageQuery>(readerQuery, variables, { fetchPolicy: 'store-or-network' });
  const application = data.applicationByNumber;
  const { previous, next } = data.applicationNeighbours;
  const navigate = useNavigate();
  useDocumentTitle(`${application.applicantName} (${application.number}) | Staff | Transfer Application`);
  usePrefetch([previous?.number, next?.number], variables);

  const open = (neighbour: { number: number } | null | undefined) => {
    if (neighbour) void navigate(readerHref(neighbour.number, worklist));
  };
  useShortcuts([
    { key: 'j', description: 'Next application', run: () => open(next) },
    { key: 'k', description: 'Previous application', run: () => open(previous) },
    { key: '/', description: 'Search applications', run: () => searchRef.current?.focus() },
    {
      key: 'Escape',
      description: 'Back to the list',
      run: () => void navigate(worklistHref(worklist), { state: { focusNumber: number } satisfies WorklistReturn }),
    },
  ]);

  const state: FormState = {
    answers: application.answers as FormState['answers'],
    addAnother: application.addAnother as FormState['addAnother'],
    tabs: application.tabs as FormState['tabs'],
  };
  const documents: Record<string, ViewDocument> = Object.fromEntries(
    application.documents.map((document) => [document.answerKey, { file_name: document.fileName, file_size: document.fileSize }]),
  );

  return (
    <>
      <header className="reader-header">
        <div>
          <h1>{application.applicantName}</h1>
          <dl className="reader-facts">
            <div>
              <dt>Application</dt>
              <dd>{application.number}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{application.username}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{statusLabel(application.webStatus)}</dd>
            </div>
            <div>
              <dt>Submitted</dt>
              <dd>{application.submittedAt ? whenText(application.submittedAt) : 'Not yet'}</dd>
            </div>
            <div>
              <dt>Started</dt>
              <dd>{dayText(application.createdAt)}</dd>
            </div>
          </dl>
        </div>
        <div className="reader-moves" role="group" aria-label="Move through the list">
          <Button className="button" isDisabled={!previous} onPress={() => open(previous)} aria-keyshortcuts="k">
            ← Previous{previous ? <span className="visually-hidden">: {previous.applicantName}</span> : null}
          </Button>
          <Button className="button" isDisabled={!next} onPress={() => open(next)} aria-keyshortcuts="j">
            Next →{next ? <span className="visually-hidden">: {next.applicantName}</span> : null}
          </Button>
        </div>
      </header>
      <div className="reader-columns">
        <article className="reader-application" aria-labelledby="reader-application-title">
          <h2 id="reader-application-title">Application</h2>
          {formPages.map((page) => (
            <section key={page.id} className="reader-form-page" aria-labelledby={`reader-${page.id}-title`}>
              <h3 id={`reader-${page.id}-title`} className="reader-form-page__title">
                {page.title}
              </h3>
              <ReadOnlySections
                sections={pageDefinition(page.id).sections}
                state={state}
                documents={documents}
                ssn="whole"
                headingLevel={4}
              />
            </section>
          ))}
        </article>
        <DocumentsPanel application={application} />
      </div>
      <ApplicationHistory application={application} />
    </>
  );
}

/**
 * Fetches the neighbours' reader queries ahead and keeps them in the store while this application is open, so that
 * moving to one shows it at once (no round trip, or the one already under way).
 */
function usePrefetch(numbers: (number | undefined)[], variables: ReaderPageQuery$variables) {
  const environment = useRelayEnvironment();
  const key = JSON.stringify([numbers, variables]);
  useEffect(() => {
    const [neighbours, shared] = JSON.parse(key) as [(number | null)[], ReaderPageQuery$variables];
    const loaded = neighbours
      .filter((number): number is number => typeof number === 'number')
      .map((number) => loadQuery<ReaderPageQuery>(environment, readerQuery, { ...shared, number }, { fetchPolicy: 'store-or-network' }));
    return () => loaded.forEach((reference) => reference.dispose());
  }, [environment, key]);
}
