// A form page (docs/product.md §2.2 and §4.2): one query for the page's own answers, a student's documents and the chrome, the routing rules, and the page as a signed-in student or a visitor fills it in (the Submit page with the summary of the answers); what the page does on the way (saving, validating, submitting) is usePageFlow's.
import { completionRoute, pageDefinition, toAnswers, toCounts, toTabChoices, toWebStatus } from '@transfer/form';
import { useCallback, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { graphql, useFragment, useLazyLoadQuery } from '../relay/hooks';
import type { FormPage_answers$key } from './__generated__/FormPage_answers.graphql';
import type { FormPageQuery } from './__generated__/FormPageQuery.graphql';
import type { applicationAnswersQuery as ApplicationAnswersQuery } from './__generated__/applicationAnswersQuery.graphql';
import type { documentAnswers_application$key } from './__generated__/documentAnswers_application.graphql';
import { allAnswersOf, applicationAnswersQuery } from './application-answers';
import { ApplicationErrors, noErrors } from './application-errors';
import { StudentCheckAnswers, VisitorCheckAnswers } from './CheckAnswers';
import { useDocumentAnswers } from './document-answers';
import { useFormSession } from './form-session';
import { lastPageToRestore } from './page-flow';
import { PageView, type FormPageEntry, type PageChrome } from './PageView';
import { useStudentPageFlow, useVisitorPageFlow } from './usePageFlow';
import { pageView, useFollowingStore, type FormView } from './widgets/form-store';
import { sectionWidgetsLoading } from './widgets/registry';

export default function FormPage({ page }: { page: FormPageEntry }) {
  // The page's widgets load beside its data rather than after it (PageSections waits for them); asking twice is free.
  void sectionWidgetsLoading(pageDefinition(page.id).sections);
  const data = useLazyLoadQuery<FormPageQuery>(
    graphql`
      query FormPageQuery($page: String!) {
        profile {
          numLogins
          application {
            id
            webStatus
            lastPage
            ...FormPage_answers @arguments(page: $page)
            ...documentAnswers_application
          }
        }
        partner {
          name
          admissionsEmail
          ...ApplicationLayout_partner
        }
      }
    `,
    { page: page.id },
    { fetchPolicy: 'store-or-network' },
  );
  const session = useFormSession();
  const { hash } = useLocation();
  const application = data.profile?.application;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/immutability -- the session is the form's mutable frame, shared on purpose by its pages
    session.lastPageConsidered = true;
  }, [session]);

  if (toWebStatus(application?.webStatus) === 'submitted') return <Navigate to={completionRoute} replace />;
  const lastPage = lastPageToRestore({
    lastPage: application?.lastPage,
    path: page.path,
    hash,
    isConsidered: session.lastPageConsidered,
    hasChangedPage: session.hasChangedPage(),
  });
  if (lastPage) return <Navigate to={lastPage} replace />;

  const chrome: PageChrome = { page, partner: data.partner, numLogins: data.profile?.numLogins ?? 1 };
  return application ? <StudentPage {...chrome} application={application} /> : <VisitorPage {...chrome} />;
}

interface StudentPageProps extends PageChrome {
  application: { id: string; webStatus: string | null | undefined; lastPage: string | null | undefined } & FormPage_answers$key &
    documentAnswers_application$key;
}

function StudentPage({ page, partner, numLogins, application }: StudentPageProps) {
  const session = useFormSession();
  const { drafts } = session;
  const webStatus = toWebStatus(application.webStatus);
  const isValidating = webStatus === 'validating';
  const stored = useFragment<FormPage_answers$key>(
    graphql`
      fragment FormPage_answers on Application @argumentDefinitions(page: { type: "String!" }) {
        id
        answers(page: $page)
        addAnother
        tabs
      }
    `,
    application,
  );
  const documents = useDocumentAnswers(application);
  const storedAnswers = useMemo(() => toAnswers(stored.answers), [stored.answers]);
  const addAnother = useMemo(() => toCounts(stored.addAnother), [stored.addAnother]);
  const tabs = useMemo(() => toTabChoices(stored.tabs), [stored.tabs]);

  // Validating the whole application, and the Submit page's summary, need every page's answers: asked for only then,
  // with the page's own, so that the page shows whole at once.
  const showsSummary = page.id === 'final-steps';
  const everyPage = useLazyLoadQuery<ApplicationAnswersQuery>(
    applicationAnswersQuery,
    { everyPage: isValidating || showsSummary },
    { fetchPolicy: 'store-or-network' },
  );
  const errors = useMemo(
    () => (isValidating ? new ApplicationErrors(page.id, allAnswersOf(everyPage), drafts, { addAnother, tabs }) : noErrors),
    [isValidating, page.id, everyPage, drafts, addAnother, tabs],
  );
  // The page's answers are the server's with the unsaved edits over them. Between the page's renders, an edit reaches
  // the widgets through the store and renders nothing of the page; an edit saved leaves the drafts as the server's
  // answers come in, so the answers shown keep it until the page renders with them.
  const read = useCallback(
    () => pageView({ answers: { ...storedAnswers, ...drafts.of(page.id) }, addAnother, tabs }, errors.ofPage(page.id), true),
    [storedAnswers, drafts, page.id, addAnother, tabs, errors],
  );
  const follow = ({ state }: FormView) =>
    pageView({ ...state, answers: { ...state.answers, ...drafts.of(page.id) } }, errors.ofPage(page.id), true);
  const store = useFollowingStore(drafts.subscribe, read, follow);

  const flow = useStudentPageFlow({
    path: page.path,
    applicationId: application.id,
    webStatus,
    lastPage: application.lastPage,
    errors,
    addAnother,
    tabs,
  });

  return (
    <PageView
      page={page}
      partner={partner}
      numLogins={numLogins}
      isSignedIn
      webStatus={webStatus}
      store={store}
      documents={documents}
      errors={errors}
      onAnswers={(patch) => drafts.edit(page.id, patch)}
      checkAnswers={
        showsSummary && <StudentCheckAnswers saved={allAnswersOf(everyPage)} addAnother={addAnother} tabs={tabs} documents={documents} />
      }
      {...flow}
    />
  );
}

function VisitorPage({ page, partner, numLogins }: PageChrome) {
  const { visitor } = useFormSession();
  // A visitor's answers are this browser's: a keystroke's change reaches the widgets through the store, and renders nothing of the page.
  const read = useCallback(() => pageView(visitor.getSnapshot(), noErrors.ofPage(page.id), false), [visitor, page.id]);
  const store = useFollowingStore(visitor.subscribe, read);
  const flow = useVisitorPageFlow(visitor);

  return (
    <PageView
      page={page}
      partner={partner}
      numLogins={numLogins}
      isSignedIn={false}
      webStatus={null}
      store={store}
      errors={noErrors}
      onAnswers={(patch) => visitor.changeAnswers(patch)}
      checkAnswers={page.id === 'final-steps' && <VisitorCheckAnswers />}
      {...flow}
    />
  );
}
