// The application's mutations as promises: each answer updates the Relay store (the Application id is global), so the pages show what the server holds.
import type { Answers, FieldError, FormPageId, WebStatus } from '@transfer/form';
import {
  commitMutation,
  graphql,
  type Environment,
  type GraphQLTaggedNode,
  type MutationParameters,
  type SelectorStoreUpdater,
} from 'relay-runtime';
import { serverErrorOf } from '../relay/errors';
import type { applicationMutationsRemoveAddAnotherMutation } from './__generated__/applicationMutationsRemoveAddAnotherMutation.graphql';
import type { applicationMutationsSaveAnswersMutation } from './__generated__/applicationMutationsSaveAnswersMutation.graphql';
import type { applicationMutationsSaveValidationsMutation } from './__generated__/applicationMutationsSaveValidationsMutation.graphql';
import type { applicationMutationsSetAddAnotherMutation } from './__generated__/applicationMutationsSetAddAnotherMutation.graphql';
import type { applicationMutationsSetLastPageMutation } from './__generated__/applicationMutationsSetLastPageMutation.graphql';
import type { applicationMutationsSetTabMutation } from './__generated__/applicationMutationsSetTabMutation.graphql';
import type { applicationMutationsSetWebStatusMutation } from './__generated__/applicationMutationsSetWebStatusMutation.graphql';
import type { applicationMutationsSubmitMutation } from './__generated__/applicationMutationsSubmitMutation.graphql';

/** docs/product.md §10.2: the status post is retried twice on failure. */
export const webStatusRetries = 2;

/** Commits a mutation as a promise: its response, or the first GraphQL error as a ServerError. */
export function commit<M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
  { keepalive = false, updater }: { keepalive?: boolean; updater?: SelectorStoreUpdater<M['response']> } = {},
): Promise<M['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<M>(environment, {
      mutation,
      variables,
      cacheConfig: keepalive ? { metadata: { keepalive } } : undefined,
      updater,
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0) reject(serverErrorOf(errors[0]));
        else resolve(response);
      },
      onError: reject,
    });
  });
}

/** Merges the changed answers of `page` into the stored ones; the page's answers come back into the store. */
export async function saveAnswers(
  environment: Environment,
  page: FormPageId,
  answers: Answers,
  options: { keepalive: boolean },
): Promise<void> {
  await commit<applicationMutationsSaveAnswersMutation>(
    environment,
    graphql`
      mutation applicationMutationsSaveAnswersMutation($answers: JSONObject!, $page: String!) {
        saveAnswers(answers: $answers) {
          application {
            id
            ...FormPage_answers @arguments(page: $page)
          }
        }
      }
    `,
    { answers, page },
    options,
  );
}

/** Posts a web status, trying again twice when it fails. */
export async function postWebStatus(environment: Environment, webStatus: WebStatus): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await commit<applicationMutationsSetWebStatusMutation>(
        environment,
        graphql`
          mutation applicationMutationsSetWebStatusMutation($webStatus: WebStatus!) {
            setWebStatus(webStatus: $webStatus) {
              id
              webStatus
            }
          }
        `,
        { webStatus },
      );
      return;
    } catch (error) {
      if (attempt >= webStatusRetries) throw error;
    }
  }
}

export function saveLastPage(environment: Environment, lastPage: string): Promise<unknown> {
  return commit<applicationMutationsSetLastPageMutation>(
    environment,
    graphql`
      mutation applicationMutationsSetLastPageMutation($lastPage: String!) {
        setLastPage(lastPage: $lastPage) {
          id
          lastPage
        }
      }
    `,
    { lastPage },
  );
}

export function saveValidations(environment: Environment, errors: readonly FieldError[]): Promise<unknown> {
  return commit<applicationMutationsSaveValidationsMutation>(
    environment,
    graphql`
      mutation applicationMutationsSaveValidationsMutation($errors: JSON!) {
        saveValidations(errors: $errors) {
          id
        }
      }
    `,
    { errors },
  );
}

/** Submits the application; the server checks every answer again and refuses with the missing information. */
export function submitApplication(environment: Environment): Promise<unknown> {
  return commit<applicationMutationsSubmitMutation>(
    environment,
    graphql`
      mutation applicationMutationsSubmitMutation {
        submitApplication {
          id
          webStatus
          submittedAt
        }
      }
    `,
    {},
  );
}

export function saveAddAnother(environment: Environment, buttonId: string, numComponents: number): Promise<unknown> {
  return commit<applicationMutationsSetAddAnotherMutation>(
    environment,
    graphql`
      mutation applicationMutationsSetAddAnotherMutation($buttonId: String!, $numComponents: Int!) {
        setAddAnother(buttonId: $buttonId, numComponents: $numComponents) {
          id
          addAnother
        }
      }
    `,
    { buttonId, numComponents },
  );
}

/**
 * Removes the last instance shown of an add-another block (numbered from 1); the server lowers the count and clears the
 * instance's answers, which come back into the page's store.
 */
export function removeAddAnother(environment: Environment, page: FormPageId, buttonId: string, instance: number): Promise<unknown> {
  return commit<applicationMutationsRemoveAddAnotherMutation>(
    environment,
    graphql`
      mutation applicationMutationsRemoveAddAnotherMutation($buttonId: String!, $instance: Int!, $page: String!) {
        removeAddAnother(buttonId: $buttonId, instance: $instance) {
          id
          ...FormPage_answers @arguments(page: $page)
        }
      }
    `,
    { buttonId, instance, page },
  );
}

/** Chooses a tab; the server clears the other tabs' answers, and the page's answers come back into the store. */
export function saveTab(environment: Environment, page: FormPageId, tabId: string, chosenTab: string): Promise<unknown> {
  return commit<applicationMutationsSetTabMutation>(
    environment,
    graphql`
      mutation applicationMutationsSetTabMutation($tabId: String!, $chosenTab: String!, $page: String!) {
        setTab(tabId: $tabId, chosenTab: $chosenTab) {
          id
          ...FormPage_answers @arguments(page: $page)
          ...documentAnswers_application
        }
      }
    `,
    { tabId, chosenTab, page },
  );
}
