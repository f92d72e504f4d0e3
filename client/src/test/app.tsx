// Renders the whole app (routes, shell, resettable Relay environment) in memory at a given entry, for screen tests.
import { render } from '@testing-library/react';
import type { Environment, PayloadData } from 'relay-runtime';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { AppRelayEnvironment } from '../relay/AppRelayEnvironment';
import { routes } from '../router';
import { createTestEnvironment } from './relay';

interface RenderAppOptions {
  /** Answers every GraphQL operation; without it (and without createEnvironment) every operation stays in flight. */
  data?: PayloadData;
  /** Makes each Relay environment instead, e.g. the real one over a stubbed fetch. */
  createEnvironment?: () => Environment;
}

export function renderApp(entry: InitialEntry, { data, createEnvironment }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const environmentFactory = createEnvironment ?? (() => createTestEnvironment(data));
  const rendered = render(
    <AppRelayEnvironment createEnvironment={environmentFactory}>
      <RouterProvider router={router} />
    </AppRelayEnvironment>,
  );
  return { router, ...rendered };
}
