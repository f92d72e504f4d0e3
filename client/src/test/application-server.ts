// A stand-in for the server behind the form pages in component tests: GraphQL operations answered by name from an in-memory application (as the applications service keeps it), every operation recorded.
import { answerKeysOf, formQuestions, type Answers, type FormPageId, type WebStatus } from '@transfer/form';
import { persistedOperationName, setIdentityCookie, stubServer, type Answer, type Handler } from './fetch';
import { partnerResponse } from './relay';

export type WebStatusValue = WebStatus | null;

const pageOfKey: ReadonlyMap<string, FormPageId> = new Map(
  formQuestions.flatMap((placed) => answerKeysOf(placed.node).map((key) => [key, placed.page] as const)),
);

/** `answers` split by the page each key is on, as the server answers a page's answers. */
function answersByPage(answers: Answers): Map<FormPageId, Answers> {
  const byPage = new Map<FormPageId, Answers>();
  for (const [key, value] of Object.entries(answers)) {
    const page = pageOfKey.get(key);
    if (page) byPage.set(page, { ...byPage.get(page), [key]: value });
  }
  return byPage;
}

export interface ApplicationFixture {
  /** A visitor (no profile) when false. */
  signedIn?: boolean;
  username?: string;
  numLogins?: number;
  webStatus?: WebStatusValue;
  lastPage?: string | null;
  answers?: Answers;
  addAnother?: Record<string, number>;
  tabs?: Record<string, string>;
  /** The student's documents, as the schema spells them. */
  documents?: { answerKey: string; fileName: string; fileSize: number; status: string; message?: string | null }[];
}

export interface RecordedOperation {
  name: string;
  variables: Record<string, unknown>;
}

/** Answers an operation with its `data`, or fails it: throw a {status, body} Answer to send that instead. */
export type OperationHandler = (variables: Record<string, unknown>) => unknown;

export const applicationId = 'QXBwbGljYXRpb246MQ==';

/** Stubs fetch with the application of `fixture`; `overrides` answer (or fail) operations by name, and `rest` any REST path. */
export function stubApplicationServer(
  fixture: ApplicationFixture = {},
  overrides: Record<string, OperationHandler> = {},
  rest: Record<string, Handler> = {},
) {
  const state = {
    signedIn: fixture.signedIn ?? true,
    webStatus: fixture.webStatus === undefined ? ('started' as WebStatusValue) : fixture.webStatus,
    lastPage: fixture.lastPage ?? null,
    answers: { ...fixture.answers },
    addAnother: { ...fixture.addAnother },
    tabs: { ...fixture.tabs },
    documents: (fixture.documents ?? []).map((document) => ({
      id: `document-${document.answerKey}`,
      message: null,
      ...document,
    })),
    submitted: fixture.webStatus === 'submitted',
  };
  const operations: RecordedOperation[] = [];
  if (state.signedIn) setIdentityCookie();

  const pageAnswers = (page: string) => answersByPage(state.answers).get(page as FormPageId) ?? {};
  const pageFields = (page: string) => ({
    id: applicationId,
    answers: pageAnswers(page),
    addAnother: state.addAnother,
    tabs: state.tabs,
  });
  const pageAnswersOfEveryPage = () => ({
    about: pageAnswers('about'),
    education: pageAnswers('education'),
    finalSteps: pageAnswers('final-steps'),
  });
  const profile = () => ({ username: fixture.username ?? 'student@example.edu', numLogins: fixture.numLogins ?? 1 });

  const handlers: Record<string, OperationHandler> = {
    FormPageQuery: ({ page }) => ({
      profile: state.signedIn
        ? {
            ...profile(),
            application: {
              webStatus: state.webStatus,
              lastPage: state.lastPage,
              ...pageFields(String(page)),
              documents: state.documents,
            },
          }
        : null,
      partner: partnerResponse,
    }),
    CompletionPageQuery: () => ({
      profile: state.signedIn ? { ...profile(), application: { id: applicationId, webStatus: state.webStatus } } : null,
      partner: partnerResponse,
    }),
    applicationAnswersQuery: () => ({
      profile: { application: { id: applicationId, ...pageAnswersOfEveryPage() } },
    }),
    serviceApplicationPartnerQuery: () => ({ partner: partnerResponse }),
    AccountPopoverQuery: () => ({ profile: state.signedIn ? profile() : null }),
    InactivityGuardKeepAliveQuery: () => ({ profile: state.signedIn ? profile() : null }),
    applicationMutationsSaveAnswersMutation: ({ answers, page }) => {
      Object.assign(state.answers, answers);
      return { saveAnswers: { application: pageFields(String(page)) } };
    },
    applicationMutationsSetWebStatusMutation: ({ webStatus }) => {
      state.webStatus = webStatus as WebStatusValue;
      return { setWebStatus: { id: applicationId, webStatus } };
    },
    applicationMutationsSetLastPageMutation: ({ lastPage }) => {
      state.lastPage = String(lastPage);
      return { setLastPage: { id: applicationId, lastPage } };
    },
    applicationMutationsSaveValidationsMutation: () => ({ saveValidations: { id: applicationId } }),
    applicationMutationsSubmitMutation: () => {
      state.webStatus = 'submitted';
      return { submitApplication: { id: applicationId, webStatus: 'submitted', submittedAt: '2026-01-05T10:00:00Z' } };
    },
    applicationMutationsSetAddAnotherMutation: ({ buttonId, numComponents }) => {
      state.addAnother = { ...state.addAnother, [String(buttonId)]: Number(numComponents) };
      return { setAddAnother: { id: applicationId, addAnother: state.addAnother } };
    },
    restoreLinksApplyMutation: () => ({
      applyRestoreLink: { application: { id: applicationId, ...pageAnswersOfEveryPage() } },
    }),
    applicationMutationsSetTabMutation: ({ tabId, chosenTab, page }) => {
      state.tabs = { ...state.tabs, [String(tabId)]: String(chosenTab) };
      return { setTab: pageFields(String(page)) };
    },
    ...overrides,
  };

  const graphql: Handler = async (payload) => {
    const { id, variables } = payload as { id: string; variables: Record<string, unknown> };
    const name = persistedOperationName(id);
    operations.push({ name, variables });
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected GraphQL operation ${name}`);
    try {
      return { body: { data: await handler(variables) } };
    } catch (failure) {
      if (failure instanceof Error) throw failure;
      return failure as Answer;
    }
  };

  const server = stubServer({ 'POST /graphql': graphql, ...rest });
  return {
    state,
    server,
    /** The name of every operation called, in order. */
    operationNames: () => operations.map((operation) => operation.name),
    /** The variables of every call of the operation `name`, in order. */
    calls: (name: string) => operations.filter((operation) => operation.name === name).map((operation) => operation.variables),
  };
}
