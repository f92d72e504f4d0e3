// The client's entry point: mounts the app under StrictMode with the resettable Relay environment and the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppRelayEnvironment } from './relay/AppRelayEnvironment';
import { createAppRouter } from './router';
import './theme.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

createRoot(container).render(
  <StrictMode>
    <AppRelayEnvironment>
      <RouterProvider router={createAppRouter()} />
    </AppRelayEnvironment>
  </StrictMode>,
);
