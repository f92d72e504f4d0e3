// The client's entry point: checks the form definition in development, starts the first form page's query, then mounts the app under StrictMode with the resettable Relay environment and the router, behind a form page's prerendered shell.
import { checkDefinitionInDevelopment } from '@transfer/form';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadFormPageQuery } from './form/preload-page-query';
import { handOffShell, shellHandOffLimit } from './chrome/shell-hand-off';
import { AppRelayEnvironment } from './relay/AppRelayEnvironment';
import { createRelayEnvironment } from './relay/environment';
import { AppRoutes } from './router';
import './theme.css';

// docs/product.md §3.9: a broken definition stops the app on a developer's machine, before anything renders. Production
// builds drop the call, and with it the whole definition from the entry chunk (the check would not run there anyway).
if (import.meta.env.DEV) {
  checkDefinitionInDevelopment({ environment: import.meta.env.MODE, hostname: location.hostname });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

// The page's data is asked for now, while React and the page's chunk load, rather than once the page first renders.
// (A service link, ?service_token=, never loads the app: the server answers it with the read-only view's page.)
const environment = createRelayEnvironment();
preloadFormPageQuery(environment, location.pathname);

// A form page's address came with its shell drawn (issue 12): the app renders unseen behind it, in a transition so
// that the browser stays responsive meanwhile, and takes its place as the page first paints (chrome/shell-hand-off.ts).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppRelayEnvironment initialEnvironment={environment}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppRelayEnvironment>
    </StrictMode>,
  ),
);
setTimeout(handOffShell, shellHandOffLimit);
