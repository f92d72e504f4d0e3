// Renders the whole app (routes, shell, resettable Relay environment) in memory at a given entry, for screen tests, with a handle on where it is.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Environment, PayloadData } from 'relay-runtime';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type InitialEntry,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';
import { AppRelayEnvironment } from '../relay/AppRelayEnvironment';
import { AppRoutes } from '../router';
import { createTestEnvironment } from './relay';

/** Where the app is, as of its last render, and a way to move it as a link or the address bar would. */
export interface RouteHandle {
  location: Location;
  /** How the current location was reached: PUSH, REPLACE or POP. */
  historyAction: NavigationType;
  navigate: NavigateFunction;
}

/** Keeps `handle` up to date with the router around it. */
function RouteProbe({ handle }: { handle: Partial<RouteHandle> }) {
  /* eslint-disable react-hooks/immutability -- the handle is the test's window on each render, written as it happens */
  handle.location = useLocation();
  handle.historyAction = useNavigationType();
  handle.navigate = useNavigate();
  /* eslint-enable react-hooks/immutability */
  return null;
}

/** Renders `children` in a memory router at `initialEntries` (the last one current). */
export function renderInRouter(children: ReactNode, initialEntries: InitialEntry[]) {
  const handle: Partial<RouteHandle> = {};
  const rendered = render(
    <MemoryRouter initialEntries={initialEntries}>
      <RouteProbe handle={handle} />
      {children}
    </MemoryRouter>,
  );
  return { route: handle as RouteHandle, ...rendered };
}

interface RenderAppOptions {
  /** Answers every GraphQL operation; without it (and without createEnvironment) every operation stays in flight. */
  data?: PayloadData;
  /** Makes each Relay environment instead, e.g. the real one over a stubbed fetch. */
  createEnvironment?: () => Environment;
}

export function renderApp(entry: InitialEntry, { data, createEnvironment }: RenderAppOptions = {}) {
  const environmentFactory = createEnvironment ?? (() => createTestEnvironment(data));
  return renderInRouter(
    <AppRelayEnvironment createEnvironment={environmentFactory}>
      <AppRoutes />
    </AppRelayEnvironment>,
    [entry],
  );
}
