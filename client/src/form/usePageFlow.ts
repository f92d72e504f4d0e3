// The form page's flow (page-flow.ts) bound to Relay, the form session and the router: its effects run as the page shows, and it gives the page's goTo and submit.
import type { FormState, WebStatus } from '@transfer/form';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { commitLocalUpdate } from 'relay-runtime';
import { fetchQuery, useRelayEnvironment } from '../relay/hooks';
import type { applicationAnswersQuery as ApplicationAnswersQuery } from './__generated__/applicationAnswersQuery.graphql';
import { allAnswersOf, applicationAnswersQuery } from './application-answers';
import type { ErrorList } from './application-errors';
import { postWebStatus, saveLastPage, saveValidations, submitApplication } from './application-mutations';
import { useFormSession } from './form-session';
import {
  postStartedOnce,
  saveLastPageOnce,
  studentGoTo,
  studentSubmit,
  visitorGoTo,
  visitorSubmit,
  type NavigateOptions,
  type PageCalls,
  type StudentCalls,
} from './page-flow';
import type { VisitorState } from './visitor-state';

export interface PageFlow {
  goTo(target: string, options?: NavigateOptions): Promise<void>;
  submit(): Promise<void>;
}

function usePageCalls(): PageCalls {
  const session = useFormSession();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      navigate: async (target, options) => navigate(target, options),
      markPageChanged: () => session.markPageChanged(),
    }),
    [navigate, session],
  );
}

interface StudentPageState extends Pick<FormState, 'addAnother' | 'tabs'> {
  path: string;
  applicationId: string;
  webStatus: WebStatus | null;
  lastPage: string | null | undefined;
  /** Every page's errors, only while validating; read as the student moves on. */
  errors: ErrorList;
}

export function useStudentPageFlow({ path, applicationId, webStatus, lastPage, errors, addAnother, tabs }: StudentPageState): PageFlow {
  const environment = useRelayEnvironment();
  const session = useFormSession();
  const pageCalls = usePageCalls();
  const calls = useMemo<StudentCalls>(
    () => ({
      ...pageCalls,
      saveDrafts: () => session.drafts.saveAll(),
      setLocalWebStatus: (status) => commitLocalUpdate(environment, (store) => store.get(applicationId)?.setValue(status, 'webStatus')),
      postWebStatus: (status) => postWebStatus(environment, status),
      saveLastPage: (lastPagePath) => saveLastPage(environment, lastPagePath),
      saveValidations: (found) => saveValidations(environment, found),
      fetchEveryAnswer: async () =>
        allAnswersOf(
          await fetchQuery<ApplicationAnswersQuery>(
            environment,
            applicationAnswersQuery,
            { everyPage: true },
            { fetchPolicy: 'network-only' },
          ).toPromise(),
        ),
      submitApplication: () => submitApplication(environment),
    }),
    [pageCalls, environment, session, applicationId],
  );

  useEffect(() => postStartedOnce(webStatus, session, calls), [webStatus, session, calls]);

  const lastPageSent = useRef({ lastPagePosted: false });
  useEffect(() => saveLastPageOnce({ webStatus, lastPage, path }, lastPageSent.current, calls), [webStatus, lastPage, path, calls]);

  const isValidating = webStatus === 'validating';
  return {
    goTo: (target, options = {}) => studentGoTo(target, options, { isValidating, errors: errors.get() }, calls),
    submit: () => studentSubmit({ isValidating, addAnother, tabs }, calls),
  };
}

/** The visitor's answers are read as they move on: the page does not render as they type. */
export function useVisitorPageFlow(visitor: VisitorState): PageFlow {
  const calls = usePageCalls();
  return {
    goTo: (target, options = {}) => visitorGoTo(target, options, visitor.getSnapshot().answers, calls),
    submit: () => visitorSubmit(visitor.getSnapshot().answers, calls),
  };
}
