// The staff page's entry (a second Vite entry, staff.html): the sign-in form at /staff/sign-in, GraphiQL at /graphql (loaded only there).
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffSignIn } from './StaffSignIn';
import '../theme.css';

const GraphiqlPage = lazy(() => import('./GraphiqlPage'));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the staff page in.');

createRoot(container).render(
  <StrictMode>
    {location.pathname === '/graphql' ? (
      <Suspense fallback={<p role="status">Loading GraphiQL…</p>}>
        <GraphiqlPage />
      </Suspense>
    ) : (
      <StaffSignIn />
    )}
  </StrictMode>,
);
