// A form page (SPEC sections 2 and 4): one query for the page's own answers and the chrome, the routing rules, and the page as a signed-in student or a visitor fills it in.
import {
  completionRoute,
  defaultRoute,
  formPages,
  toAnswers,
  toCounts,
  toTabChoices,
  toWebStatus,
  validate,
  type Answers,
  type FormState,
} from '@transfer/form';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from '../relay/hooks';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { commitLocalUpdate, fetchQuery } from 'relay-runtime';
import type { FormPage_answers$key } from './__generated__/FormPage_answers.graphql';
import type { FormPageQuery } from './__generated__/FormPageQuery.graphql';
import type { applicationAnswersQuery as ApplicationAnswersQuery } from './__generated__/applicationAnswersQuery.graphql';
import { allAnswersOf, applicationAnswersQuery } from './application-answers';
import { postWebStatus, saveLastPage, saveValidations, submitApplication } from './application-mutations';
import { useFormSession } from './form-session';
import { PageView, type FormPageEntry, type NavigateOptions, type PageChrome } from './PageView';

/** The saved last page to return to on load, if it is another form page. */
function lastPageToRestore(lastPage: string | null | undefined, currentPath: string): string | null {
  return lastPage && lastPage !== currentPath && formPages.some((page) => page.path === lastPage) ? lastPage : null;
}

/** SPEC section 2: a visitor who has filled in any answer is sent to create an account rather than on. */
const hasFilledAnswer = (answers: Answers) => Object.values(answers).some(Boolean);

export default function FormPage({ page }: { page: FormPageEntry }) {
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
  // Once per load, before the student has moved, and unless a link names a field on this page.
  const lastPage =
    session.lastPageConsidered || session.hasChangedPage() || hash ? null : lastPageToRestore(application?.lastPage, page.path);
  if (lastPage) return <Navigate to={lastPage} replace />;

  const chrome: PageChrome = { page, partner: data.partner, numLogins: data.profile?.numLogins ?? 1 };
  return application ? <StudentPage {...chrome} application={application} /> : <VisitorPage {...chrome} />;
}

interface StudentPageProps extends PageChrome {
  application: { id: string; webStatus: string | null | undefined; lastPage: string | null | undefined } & FormPage_answers$key;
}

function StudentPage({ page, partner, numLogins, application }: StudentPageProps) {
  const environment = useRelayEnvironment();
  const session = useFormSession();
  const navigate = useNavigate();
  const { id, lastPage } = application;
  const webStatus = toWebStatus(application.webStatus);
  const isValidating = webStatus === 'validating';
  const stored = useFragment(
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

  // SPEC section 4: a null status becomes 'started', here at once and on the server (tried three times).
  useEffect(() => {
    if (webStatus !== null || session.startedPosted) return;
    session.startedPosted = true;
    commitLocalUpdate(environment, (store) => store.get(id)?.setValue('started', 'webStatus'));
    postWebStatus(environment, 'started').catch(() => {});
  }, [webStatus, session, environment, id]);

  // SPEC section 2: while started or validating, the page the student is on is saved as the last page.
  const lastPagePosted = useRef(false);
  useEffect(() => {
    if ((webStatus !== 'started' && !isValidating) || lastPage === page.path || lastPagePosted.current) return;
    lastPagePosted.current = true;
    saveLastPage(environment, page.path).catch(() => {});
  }, [webStatus, isValidating, lastPage, page.path, environment]);

  async function goTo(target: string, { replace = false }: NavigateOptions = {}) {
    await session.drafts.saveAll();
    if (isValidating) await saveValidations(environment, errors);
    session.markPageChanged();
    await navigate(target, { replace });
  }

  /** SPEC section 4: save; validate the whole application (from started, moving to validating); submit or show what is missing. */
  async function submit() {
    await session.drafts.saveAll();
    const everyAnswer = await fetchQuery<ApplicationAnswersQuery>(
      environment,
      applicationAnswersQuery,
      { validating: true },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    if (!isValidating) await postWebStatus(environment, 'validating');
    const missing = validate(allAnswersOf(everyAnswer), 'all', { addAnother, tabs });
    await saveValidations(environment, missing);
    if (missing.length > 0) {
      session.markPageChanged();
      await navigate(defaultRoute);
      return;
    }
    // The submitted status in the store takes the student to /completion (the routing rule above).
    await submitApplication(environment);
    await postWebStatus(environment, 'submitted');
  }

  return (
    <PageView
      page={page}
      partner={partner}
      numLogins={numLogins}
      isSignedIn
      webStatus={webStatus}
      state={state}
      errors={errors}
      onAnswers={(patch) => session.drafts.edit(page.id, patch)}
      goTo={goTo}
      submit={submit}
    />
  );
}

function VisitorPage({ page, partner, numLogins }: PageChrome) {
  const session = useFormSession();
  const navigate = useNavigate();
  const { answers, addAnother } = useSyncExternalStore(session.visitor.subscribe, session.visitor.getSnapshot);
  const state = useMemo<FormState>(() => ({ answers, addAnother }), [answers, addAnother]);
  const toSignup = async () => navigate('/signup', { state: { answers } });

  async function goTo(target: string, { replace = false }: NavigateOptions = {}) {
    if (hasFilledAnswer(answers)) return toSignup();
    session.markPageChanged();
    await navigate(target, { replace });
  }

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
      goTo={goTo}
      submit={toSignup}
    />
  );
}
