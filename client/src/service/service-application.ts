// The one application a service token opens: GET /service/tmp-pdf read into the form's state, its documents and the applicant's username, with the university's name beside it.
import { isConversionStatus, toAnswers, toCounts, toTabChoices, type FormState } from '@transfer/form';
import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { DocumentAnswer } from '../form/widgets/context';
import { rest } from '../relay/rest';
import type { serviceApplicationPartnerQuery } from './__generated__/serviceApplicationPartnerQuery.graphql';

export interface ServiceApplication {
  state: FormState;
  /** Answer key -> the document uploaded for that file question. */
  documents: Record<string, DocumentAnswer>;
  username: string;
  /** The university and the application's title, which head the document. */
  partner: { name: string; applicationTitle: string };
}

interface TmpPdfAnswer {
  answer?: unknown;
  add_another?: unknown;
  document_answer?: unknown;
  tabs?: unknown;
  username?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** document_answer's entries ({file_name, file_size, status}) as the file questions read them; anything else is left out. */
function toDocuments(value: unknown): Record<string, DocumentAnswer> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, entry]) => {
      if (!isObject(entry)) return [];
      const { file_name: fileName, file_size: fileSize, status } = entry;
      const document: DocumentAnswer = {
        status: isConversionStatus(status) ? status : 'COMPLETED',
        fileName: typeof fileName === 'string' ? fileName : undefined,
        fileSize: typeof fileSize === 'number' ? fileSize : undefined,
      };
      return [[key, document]];
    }),
  );
}

/**
 * Reads the application `token` opens, and the partner's name, together. Rejects with UnauthorizedError for a missing,
 * wrong or expired token (401), and ServerError otherwise; a 401 here is the token's, never a student session's, so
 * nothing else is told of it.
 */
export async function fetchServiceApplication(
  environment: Environment,
  token: string,
  signal?: AbortSignal,
): Promise<ServiceApplication> {
  const [answer, data] = await Promise.all([
    rest<TmpPdfAnswer>('GET', `/service/tmp-pdf?service_token=${encodeURIComponent(token)}`, undefined, {
      reportUnauthorized: false,
      signal,
    }),
    fetchQuery<serviceApplicationPartnerQuery>(
      environment,
      graphql`
        query serviceApplicationPartnerQuery {
          partner {
            name
            applicationTitle
          }
        }
      `,
      {},
    ).toPromise(),
  ]);
  return {
    state: { answers: toAnswers(answer.answer), addAnother: toCounts(answer.add_another), tabs: toTabChoices(answer.tabs) },
    documents: toDocuments(answer.document_answer),
    username: typeof answer.username === 'string' ? answer.username : '',
    partner: { name: data?.partner.name ?? '', applicationTitle: data?.partner.applicationTitle ?? '' },
  };
}

let preloaded: { environment: Environment; token: string; application: Promise<ServiceApplication> } | undefined;

/**
 * Starts reading the application `token` opens as the page starts (main.tsx), while React and the view's chunk load,
 * rather than once the view first renders; the view then takes this read (serviceApplicationFor).
 */
export function preloadServiceApplication(environment: Environment, token: string): void {
  const application = fetchServiceApplication(environment, token);
  // Its failure is the view's to show, when it takes the read.
  application.catch(() => undefined);
  preloaded = { environment, token, application };
}

/** The read `preloadServiceApplication` started for this token and environment, else a new one. */
export function serviceApplicationFor(environment: Environment, token: string, signal?: AbortSignal): Promise<ServiceApplication> {
  if (preloaded?.token === token && preloaded.environment === environment) return preloaded.application;
  return fetchServiceApplication(environment, token, signal);
}
