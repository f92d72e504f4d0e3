// The reader (/staff/applications/<number>): the application read-only (the same ReadOnlySections as the service view and the PDF) beside its documents shown inline, its review (a submitted application's), statuses, logins, answer history and staff activity; previous and next (k, j) in the worklist's filter and order, or in "My queue" when opened from it, fetched ahead.
import { formPages, pageDefinition, type FormState } from '@transfer/form';
import { ReadOnlySections, type ViewDocument } from '@transfer/form/view';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { graphql, loadQuery, useLazyLoadQuery, useRelayEnvironment } from '../relay/hooks';
import { useDocumentTitle } from '../ui/document-title';
import type { ReaderPageQuery, ReaderPageQuery$data, ReaderPageQuery$variables } from './__generated__/ReaderPageQuery.graphql';
import { ApplicationHistory } from './ApplicationHistory';
import { DocumentsPanel } from './DocumentsPanel';
import { dayText, statusLabel, whenText } from './labels';
import { ReviewPanel, useApplicationReview } from './ReviewPanel';
import { ShortcutsHelp } from './ShortcutsHelp';
import { useShortcuts, type Shortcut } from './shortcuts';
import { StaffBar } from './StaffBar';
import type { WorklistReturn } from './WorklistPage';
import {
  emptyWorklist,
  isFromQueue,
  parseWorklist,
  queueHref,
  queueReaderHref,
  readerHref,
  worklistHref,
  worklistQuery,
  worklistVariables,
} from './worklist-url';
import '@transfer/form/view/read-only.css';

const readerQuery = graphql`
  query ReaderPageQuery(
    $number: Int!
    $inQueue: Boolean!
    $webStatus: WebStatus
    $reviewStage: ReviewStage
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
      reviewStage: $reviewStage
      submittedFrom: $submittedFrom
      submittedTo: $submittedTo
      search: $search
      order: $order
    ) @skip(if: $inQueue) {
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
  const inQueue = isFromQueue(location.search);
  const worklist = inQueue ? '' : worklistQuery(parseWorklist(location.search));
  const searchRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  return (
    <div className="staff-page">
      <StaffBar current={inQueue ? 'queue' : 'applications'} />
      <main id="main-content" className="staff-main reader" tabIndex={-1}>
        <div className="reader-nav">
          {inQueue ? (
            <Link to={queueHref} className="reader-nav__back">
              ← Back to my queue
            </Link>
          ) : (
            <Link to={worklistHref(worklist)} state={{ focusNumber: Number(number) } satisfies WorklistReturn} className="reader-nav__back">
              ← Back to applications
            </Link>
          )}
          <SearchField
            className="field reader-nav__search"
            onSubmit={(search) => void navigate(worklistHref(worklistQuery({ ...parseWorklist(location.search), search })))}
          >
            <Label className="visually-hidden">Search applications</Label>
            <Input ref={searchRef} className="field__input" placeholder="Search applications" />
          </SearchField>
          <ShortcutsHelp page={inQueue ? 'queueReader' : 'reader'} />
        </div>
        <Suspense fallback={<p role="status">Loading the application…</p>}>
          <Reader key={number} number={Number(number)} worklist={worklist} inQueue={inQueue} searchRef={searchRef} />
        </Suspense>
      </main>
    </div>
  );
}

interface ReaderProps {
  number: number;
  worklist: string;
  /** Opened from "My queue": previous and next follow the queue, Esc goes back to it. */
  inQueue: boolean;
  searchRef: React.RefObject<HTMLInputElement | null>;
}

/** The reader query's variables: the worklist's filters, or none in the queue (whose neighbours the review gives). */
function readerVariables(number: number, worklist: string, inQueue: boolean): ReaderPageQuery$variables {
  return { number, inQueue, ...worklistVariables(inQueue ? emptyWorklist : parseWorklist(worklist)) };
}

function Reader({ number, worklist, inQueue, searchRef }: ReaderProps) {
  const variables = readerVariables(number, worklist, inQueue);
  const data = useLazyLoadQuery<ReaderPageQuery>(readerQuery, variables, { fetchPolicy: 'store-or-network' });
  const application = data.applicationByNumber;
  const navigate = useNavigate();
  useDocumentTitle(`${application.applicantName} (${application.number}) | Staff | Transfer Application`);

  useShortcuts([
    { key: '/', description: 'Search applications', run: () => searchRef.current?.focus() },
    inQueue
      ? { key: 'Escape', description: 'Back to my queue', run: () => void navigate(queueHref) }
      : {
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
        <div className="reader-header__side">
          {inQueue ? (
            <Suspense fallback={<Moves label="Move through my queue" />}>
              <QueueMoves applicationId={application.applicationId} />
            </Suspense>
          ) : (
            <ListMoves
              neighbours={data.applicationNeighbours ?? { previous: null, next: null }}
              worklist={worklist}
              variables={variables}
            />
          )}
          {application.submittedAt && (
            <a href="#review" className="reader-header__review-link">
              Go to the review
            </a>
          )}
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
      {application.submittedAt && (
        <Suspense fallback={<p role="status">Loading the review…</p>}>
          <ReviewPanel applicationId={application.applicationId} />
        </Suspense>
      )}
      <ApplicationHistory application={application} />
    </>
  );
}

interface Neighbour {
  number: number;
  /** Said to screen readers after "Previous" and "Next". */
  name?: string;
}

interface MovesProps {
  label: string;
  previous?: Neighbour | null;
  next?: Neighbour | null;
  open?(neighbour: Neighbour): void;
  /** The words after the arrows: "Previous" and "Next", or "in queue". */
  suffix?: ReactNode;
}

/** Previous and next (k, j): disabled while there is none, or while they are not known yet. */
function Moves({ label, previous, next, open, suffix }: MovesProps) {
  const move = (neighbour: Neighbour | null | undefined) => neighbour && open?.(neighbour);
  return (
    <div className="reader-moves" role="group" aria-label={label}>
      <Button className="button" isDisabled={!previous} onPress={() => move(previous)} aria-keyshortcuts="k">
        ← Previous{suffix}
        {previous?.name ? <span className="visually-hidden">: {previous.name}</span> : null}
      </Button>
      <Button className="button" isDisabled={!next} onPress={() => move(next)} aria-keyshortcuts="j">
        Next{suffix} →{next?.name ? <span className="visually-hidden">: {next.name}</span> : null}
      </Button>
    </div>
  );
}

/** The shortcuts j and k for a pair of neighbours. */
const moveShortcuts = (open: (neighbour: Neighbour | null | undefined) => void, previous?: Neighbour | null, next?: Neighbour | null) =>
  [
    { key: 'j', description: 'Next application', run: () => open(next) },
    { key: 'k', description: 'Previous application', run: () => open(previous) },
  ] satisfies Shortcut[];

interface ListMovesProps {
  neighbours: NonNullable<ReaderPageQuery$data['applicationNeighbours']>;
  worklist: string;
  variables: ReaderPageQuery$variables;
}

/** Previous and next in the worklist's filters and order. */
function ListMoves({ neighbours, worklist, variables }: ListMovesProps) {
  const navigate = useNavigate();
  const [previous, next] = [neighbours.previous, neighbours.next].map(
    (neighbour) => neighbour && { number: neighbour.number, name: neighbour.applicantName },
  );
  usePrefetch([previous?.number, next?.number], variables);
  const open = (neighbour: Neighbour | null | undefined) => {
    if (neighbour) void navigate(readerHref(neighbour.number, worklist));
  };
  useShortcuts(moveShortcuts(open, previous, next));
  return <Moves label="Move through the list" previous={previous} next={next} open={open} />;
}

/** Previous and next in the caller's queue, as the application's review gives them. */
function QueueMoves({ applicationId }: { applicationId: string }) {
  const navigate = useNavigate();
  const { applicationReview } = useApplicationReview(applicationId);
  const [previous, next] = [applicationReview.queuePreviousNumber, applicationReview.queueNextNumber].map((number) =>
    number === null || number === undefined ? null : { number },
  );
  usePrefetch([previous?.number, next?.number], readerVariables(0, '', true));
  const open = (neighbour: Neighbour | null | undefined) => {
    if (neighbour) void navigate(queueReaderHref(neighbour.number));
  };
  useShortcuts(moveShortcuts(open, previous, next));
  return (
    <Moves
      label="Move through my queue"
      previous={previous}
      next={next}
      open={open}
      suffix={<span className="visually-hidden"> in my queue</span>}
    />
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
