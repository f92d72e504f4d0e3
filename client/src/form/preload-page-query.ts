// Starts a form page's query as the app starts, so that it travels alongside the page's chunk rather than after it.
import { formPages } from '@transfer/form';
import { loadQuery } from '../relay/hooks';
import type { Environment } from 'relay-runtime';
import FormPageQuery from './__generated__/FormPageQuery.graphql';

/**
 * When `pathname` is a form page, fetches its FormPageQuery into `environment`; the page's own useLazyLoadQuery then
 * joins the request in flight or reads the answer from the store. The data stays retained for the environment's life,
 * as Relay keeps recently released queries anyway.
 */
export function preloadFormPageQuery(environment: Environment, pathname: string): void {
  const page = formPages.find((candidate) => candidate.path === pathname);
  if (page) loadQuery(environment, FormPageQuery, { page: page.id }, { fetchPolicy: 'store-or-network' });
}
