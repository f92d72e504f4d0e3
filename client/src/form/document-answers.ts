// A student's documents over GraphQL: the page's view of them, an upload (a signed target, the file posted with its progress, its conversion started), the poll of their statuses, and a delete.
import { isConversionStatus } from '@transfer/form';
import { useMemo } from 'react';
import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import { useFragment } from '../relay/hooks';
import { postFile } from '../relay/upload';
import type { documentAnswers_application$key } from './__generated__/documentAnswers_application.graphql';
import type { documentAnswersDeleteMutation } from './__generated__/documentAnswersDeleteMutation.graphql';
import type { documentAnswersQuery as DocumentAnswersQuery } from './__generated__/documentAnswersQuery.graphql';
import type { documentAnswersStartConversionMutation } from './__generated__/documentAnswersStartConversionMutation.graphql';
import type { documentAnswersUploadTargetMutation } from './__generated__/documentAnswersUploadTargetMutation.graphql';
import { commit } from './application-mutations';
import type { DocumentAnswer } from './widgets/context';

/** docs/product.md §4.4: a conversion's status is asked every 2 seconds while it is unprocessed or in progress. */
export const conversionPollInterval = 2000;

/** The application's documents by answer key (only a signed-in student's: docs/product.md §6.5). */
export function useDocumentAnswers(application: documentAnswers_application$key): Record<string, DocumentAnswer> {
  const { documents } = useFragment(
    graphql`
      fragment documentAnswers_application on Application {
        documents {
          id
          answerKey
          fileName
          fileSize
          status
          message
        }
      }
    `,
    application,
  );
  return useMemo(
    () =>
      Object.fromEntries(
        (documents ?? []).flatMap(({ answerKey, fileName, fileSize, status, message }) =>
          isConversionStatus(status) ? [[answerKey, { status, fileName, fileSize, message: message ?? undefined }]] : [],
        ),
      ),
    [documents],
  );
}

const documentsQuery = graphql`
  query documentAnswersQuery {
    profile {
      application {
        id
        ...documentAnswers_application
      }
    }
  }
`;

/** Asks the server for every document's status again; the page shows what it answers. */
export async function refreshDocuments(environment: Environment): Promise<void> {
  await fetchQuery<DocumentAnswersQuery>(environment, documentsQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
}

/**
 * Uploads `file` for the question `answerKey`: a signed target from the server, the file posted to it (reporting the
 * fraction sent), then its conversion started, whose document takes the place of the question's former one.
 */
export async function uploadDocument(
  environment: Environment,
  answerKey: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const { createUploadTarget } = await commit<documentAnswersUploadTargetMutation>(
    environment,
    graphql`
      mutation documentAnswersUploadTargetMutation($answerKey: String!) {
        createUploadTarget(answerKey: $answerKey) {
          url
          fields
        }
      }
    `,
    { answerKey },
  );
  const fields = Object.fromEntries(Object.entries(createUploadTarget.fields).map(([name, value]) => [name, String(value)]));
  await postFile({ url: createUploadTarget.url, fields }, file, onProgress);
  await commit<documentAnswersStartConversionMutation>(
    environment,
    graphql`
      mutation documentAnswersStartConversionMutation($answerKey: String!, $fileKey: String!, $fileName: String!) {
        startConversion(answerKey: $answerKey, fileKey: $fileKey, fileName: $fileName) {
          id
          answerKey
          fileName
          fileSize
          status
          message
        }
      }
    `,
    { answerKey, fileKey: fields.key, fileName: file.name },
    {
      updater: (store) => {
        const started = store.getRootField('startConversion');
        const application = store.getRoot().getLinkedRecord('profile')?.getLinkedRecord('application');
        if (!started || !application) return;
        const others = (application.getLinkedRecords('documents') ?? []).filter(
          (document) => document?.getValue('answerKey') !== answerKey,
        );
        application.setLinkedRecords([...others, started], 'documents');
      },
    },
  );
}

/** Removes the document of the question `answerKey` and its files; the page's documents come back into the store. */
export async function deleteDocument(environment: Environment, answerKey: string): Promise<void> {
  await commit<documentAnswersDeleteMutation>(
    environment,
    graphql`
      mutation documentAnswersDeleteMutation($answerKey: String!) {
        deleteDocument(answerKey: $answerKey) {
          id
          ...documentAnswers_application
        }
      }
    `,
    { answerKey },
  );
}
