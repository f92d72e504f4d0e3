// ?token=, the restore link (docs/product.md §7.3): the visitor answers saved under its restore token, fetched for a visitor, and for a signed-in student counted and applied by the server once they agree.
import { toAnswers, type Answers } from '@transfer/form';
import { commitMutation, fetchQuery, graphql, type Environment } from 'relay-runtime';
import { messageOf, ServerError } from '../relay/errors';
import type { restoreLinksApplyMutation } from './__generated__/restoreLinksApplyMutation.graphql';
import type { restoreLinksChangesQuery } from './__generated__/restoreLinksChangesQuery.graphql';
import type { restoreLinksQuery } from './__generated__/restoreLinksQuery.graphql';

/** Said once the answers are back. */
export const restoredMessage = 'Your saved answers have been restored.';
/** Said to a signed-in student whose answers already hold everything the link has. */
export const nothingToRestoreMessage = 'Your answers already include everything saved under this link.';

/** The answers kept under `token`, for a visitor's own answers in this browser. */
export async function fetchRestoreLinkAnswers(environment: Environment, token: string): Promise<Answers> {
  const data = await fetchQuery<restoreLinksQuery>(
    environment,
    graphql`
      query restoreLinksQuery($token: String!) {
        restoreLinkAnswers(token: $token)
      }
    `,
    { token },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  return toAnswers(data?.restoreLinkAnswers);
}

/** How many of the signed-in student's saved answers the link would change; nothing changes yet. */
export async function restoreLinkChanges(environment: Environment, token: string): Promise<number> {
  const data = await fetchQuery<restoreLinksChangesQuery>(
    environment,
    graphql`
      query restoreLinksChangesQuery($token: String!) {
        restoreLinkChanges(token: $token)
      }
    `,
    { token },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  return data?.restoreLinkChanges ?? 0;
}

/** Saves the link's answers over the student's (the server keeps empty ones out); every page's answers come back into the store. */
export function applyRestoreLink(environment: Environment, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    commitMutation<restoreLinksApplyMutation>(environment, {
      mutation: graphql`
        mutation restoreLinksApplyMutation($token: String!) {
          applyRestoreLink(token: $token) {
            application {
              id
              about: answers(page: "about")
              education: answers(page: "education")
              finalSteps: answers(page: "final-steps")
            }
          }
        }
      `,
      variables: { token },
      onCompleted: (_response, errors) => (errors?.length ? reject(new ServerError(messageOf(errors[0]))) : resolve()),
      onError: reject,
    });
  });
}
