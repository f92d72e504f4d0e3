// The staff page's entry (a second Vite entry, staff.html): sign-in at /staff/sign-in, the invitation and password pages, GraphiQL at /graphql (loaded only there).
import { StrictMode, Suspense, lazy, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffForgotPassword, StaffInvitation, StaffResetPassword } from './StaffLinkPages';
import { StaffSignIn } from './StaffSignIn';
import '../theme.css';

const GraphiqlPage = lazy(() => import('./GraphiqlPage'));

/** The staff's pages by path; the sign-in page answers any other. */
const pages: Record<string, ReactNode> = {
  '/staff/invitation': <StaffInvitation />,
  '/staff/forgot': <StaffForgotPassword />,
  '/staff/reset': <StaffResetPassword />,
};

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the staff page in.');

createRoot(container).render(
  <StrictMode>
    {location.pathname === '/graphql' ? (
      <Suspense fallback={<p role="status">Loading GraphiQL…</p>}>
        <GraphiqlPage />
      </Suspense>
    ) : (
      (pages[location.pathname] ?? <StaffSignIn />)
    )}
  </StrictMode>,
);
