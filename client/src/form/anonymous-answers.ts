// ?token= (SPEC section 2): the answers a visitor saved under a token come back, into this browser's answers or, signed in, as edits to save.
import { answerKeysOf, formQuestions, toAnswers, type Answers, type FormPageId } from '@transfer/form';
import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { anonymousAnswersQuery } from './__generated__/anonymousAnswersQuery.graphql';
import type { FormSession } from './form-session';

/** Said once the answers are back. */
export const anonymousAnswersRestoredMessage = 'Your saved answers have been restored.';

const pageOfKey: ReadonlyMap<string, FormPageId> = new Map(
  formQuestions.flatMap((placed) => answerKeysOf(placed.node).map((key) => [key, placed.page] as const)),
);

/** `answers` split by the page each key is on; keys of no page are left out. */
export function answersByPage(answers: Answers): Map<FormPageId, Answers> {
  const byPage = new Map<FormPageId, Answers>();
  for (const [key, value] of Object.entries(answers)) {
    const page = pageOfKey.get(key);
    if (page) byPage.set(page, { ...byPage.get(page), [key]: value });
  }
  return byPage;
}

/** Fetches the answers kept under `token` and puts them where the student's answers are edited. */
export async function restoreAnonymousAnswers(
  environment: Environment,
  token: string,
  session: FormSession,
  isSignedIn: boolean,
): Promise<void> {
  const data = await fetchQuery<anonymousAnswersQuery>(
    environment,
    graphql`
      query anonymousAnswersQuery($token: String!) {
        anonymousAnswers(token: $token)
      }
    `,
    { token },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  const answers = toAnswers(data?.anonymousAnswers);
  if (!isSignedIn) {
    session.visitor.changeAnswers(answers);
    return;
  }
  for (const [page, pageAnswers] of answersByPage(answers)) session.drafts.edit(page, pageAnswers);
}
