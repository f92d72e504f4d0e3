// The client's entry point: mounts the app under StrictMode with the Relay environment and the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router/dom';
import { createRelayEnvironment } from './relay/environment';
import { createAppRouter } from './router';
import './theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={createRelayEnvironment()}>
      <RouterProvider router={createAppRouter()} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
