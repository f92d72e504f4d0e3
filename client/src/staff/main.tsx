// The staff page's entry (a second Vite entry, staff.html): the sign-in at /staff/sign-in, the invitation and password pages, GraphiQL at /graphql, the worklist at /staff/applications, the reader at /staff/applications/<number>, "My queue" at /staff/queue, and the admins' people and activity pages at /staff/people and /staff/activity, each loaded only there.
import { StrictMode, Suspense, lazy, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-aria-components';
import { BrowserRouter, Route, Routes, useHref, useNavigate } from 'react-router';
import { AppRelayEnvironment } from '../relay/AppRelayEnvironment';
import { StaffErrorBoundary } from './StaffErrorBoundary';
import { StaffForgotPassword, StaffInvitation, StaffResetPassword } from './StaffLinkPages';
import { StaffSignIn } from './StaffSignIn';
import '../theme.css';
import './staff.css';

const GraphiqlPage = lazy(() => import('./GraphiqlPage'));
const WorklistPage = lazy(() => import('./WorklistPage'));
const ReaderPage = lazy(() => import('./ReaderPage'));
const PeoplePage = lazy(() => import('./PeoplePage'));
const ActivityPage = lazy(() => import('./ActivityPage'));
const QueuePage = lazy(() => import('./QueuePage'));

/** react-aria's links and table rows navigate through the router. */
function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the staff page in.');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AriaRouter>
        <StaffErrorBoundary>
          <AppRelayEnvironment>
            <Suspense fallback={<p role="status">Loading…</p>}>
              <Routes>
                <Route path="/graphql" element={<GraphiqlPage />} />
                <Route path="/staff/applications" element={<WorklistPage />} />
                <Route path="/staff/applications/:number" element={<ReaderPage />} />
                <Route path="/staff/people" element={<PeoplePage />} />
                <Route path="/staff/activity" element={<ActivityPage />} />
                <Route path="/staff/queue" element={<QueuePage />} />
                <Route path="/staff/invitation" element={<StaffInvitation />} />
                <Route path="/staff/forgot" element={<StaffForgotPassword />} />
                <Route path="/staff/reset" element={<StaffResetPassword />} />
                <Route path="*" element={<StaffSignIn />} />
              </Routes>
            </Suspense>
          </AppRelayEnvironment>
        </StaffErrorBoundary>
      </AriaRouter>
    </BrowserRouter>
  </StrictMode>,
);
