// Preloading a form page's query as the app starts: one request for the page, which the page joins; none for other routes.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRelayEnvironment } from '../relay/AppRelayEnvironment';
import { createRelayEnvironment } from '../relay/environment';
import { AppRoutes } from '../router';
import { renderInRouter } from '../test/app';
import { stubApplicationServer } from '../test/application-server';
import { clearCookies } from '../test/fetch';
import { preloadFormPageQuery } from './preload-page-query';

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe('preloadFormPageQuery', () => {
  it("asks for a form page's query before rendering, and the page uses that one request", async () => {
    const { calls } = stubApplicationServer();
    const environment = createRelayEnvironment();
    preloadFormPageQuery(environment, '/education');
    expect(calls('FormPageQuery')).toEqual([{ page: 'education' }]);

    renderInRouter(
      <AppRelayEnvironment initialEnvironment={environment}>
        <AppRoutes />
      </AppRelayEnvironment>,
      ['/education'],
    );
    await screen.findByRole('heading', { level: 1, name: 'Your Education' });
    expect(calls('FormPageQuery')).toHaveLength(1);
  });

  it('asks for nothing on a route that is not a form page', () => {
    const { calls } = stubApplicationServer();
    preloadFormPageQuery(createRelayEnvironment(), '/login');
    expect(calls('FormPageQuery')).toEqual([]);
  });
});
