// A form page (SPEC sections 2 and 4): one query for the page's own answers, a student's documents and the chrome, the routing rules, and the page as a signed-in student or a visitor fills it in; what the page does on the way (saving, validating, submitting) is usePageFlow's.
import {
  completionRoute,
  pageDefinition,
  toAnswers,
  toCounts,
  toTabChoices,
  toWebStatus,
  validate,
  type FormState,
} from '@transfer/form';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import { graphql, useFragment, useLazyLoadQuery } from '../relay/hooks';
import type { FormPage_answers$key } from './__generated__/FormPage_answers.graphql';
import type { FormPageQuery } from './__generated__/FormPageQuery.graphql';
import type { applicationAnswersQuery as ApplicationAnswersQuery } from './__generated__/applicationAnswersQuery.graphql';
import type { documentAnswers_application$key } from './__generated__/documentAnswers_application.graphql';
import { allAnswersOf, applicationAnswersQuery } from './application-answers';
import { useDocumentAnswers } from './document-answers';
import { useFormSession } from './form-session';
import { lastPageToRestore } from './page-flow';
import { PageView, type FormPageEntry, type PageChrome } from './PageView';
import { useStudentPageFlow, useVisitorPageFlow } from './usePageFlow';
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
  const drafts = useSyncExternalStore(session.drafts.subscribe, () => session.drafts.of(page.id));
  const addAnother = useMemo(() => toCounts(stored.addAnother), [stored.addAnother]);
  const tabs = useMemo(() => toTabChoices(stored.tabs), [stored.tabs]);
  const state = useMemo<FormState>(
    () => ({ answers: { ...toAnswers(stored.answers), ...drafts }, addAnother, tabs }),
    [stored.answers, drafts, addAnother, tabs],
  );

  // Validating the whole application needs every page's answers: asked for only while validating.
  const everyPage = useLazyLoadQuery<ApplicationAnswersQuery>(
    applicationAnswersQuery,
    { validating: isValidating },
    { fetchPolicy: 'store-or-network' },
  );
  const everyDraft = useSyncExternalStore(session.drafts.subscribe, session.drafts.all);
  const errors = useMemo(
    () => (isValidating ? validate({ ...allAnswersOf(everyPage), ...everyDraft }, 'all', { addAnother, tabs }) : []),
    [isValidating, everyPage, everyDraft, addAnother, tabs],
  );

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
      state={state}
      documents={documents}
      errors={errors}
      onAnswers={(patch) => session.drafts.edit(page.id, patch)}
      {...flow}
    />
  );
}

function VisitorPage({ page, partner, numLogins }: PageChrome) {
  const session = useFormSession();
  const { answers, addAnother } = useSyncExternalStore(session.visitor.subscribe, session.visitor.getSnapshot);
  const state = useMemo<FormState>(() => ({ answers, addAnother }), [answers, addAnother]);
  const flow = useVisitorPageFlow(answers);

  return (
    <PageView
      page={page}
      partner={partner}
      numLogins={numLogins}
      isSignedIn={false}
      webStatus={null}
      state={state}
      errors={[]}
      onAnswers={(patch) => session.visitor.changeAnswers(patch)}
      {...flow}
    />
  );
}
