// Renders the whole app (routes, shell, resettable Relay environment) in memory at a given entry, for screen tests.
import { render } from '@testing-library/react';
import type { PayloadData } from 'relay-runtime';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { AppRelayEnvironment } from '../relay/AppRelayEnvironment';
import { routes } from '../router';
import { createTestEnvironment } from './relay';

/** `data` answers every GraphQL operation; without it every operation stays in flight. */
export function renderApp(entry: InitialEntry, data?: PayloadData) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const createEnvironment = () => createTestEnvironment(data);
  render(
    <AppRelayEnvironment createEnvironment={createEnvironment}>
      <RouterProvider router={router} />
    </AppRelayEnvironment>,
  );
  return router;
}
