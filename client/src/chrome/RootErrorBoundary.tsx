// The last-resort screen for an error thrown while rendering any route, logged so it can be fixed; an expired session instead goes to /login.
import { sessionInvalidMessage } from '@transfer/form';
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { UnauthorizedError } from '../relay/errors';
import { loginRoute, useEndSession } from './session';
import { Spinner } from './Spinner';
import './RootErrorBoundary.css';

export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  // On /login itself the error screen shows instead, so a failing /login cannot send the student round in a loop.
  if (error instanceof UnauthorizedError && pathname !== loginRoute) return <EndInvalidSession />;
  return <ErrorScreen error={error} />;
}

function EndInvalidSession() {
  const endSession = useEndSession();
  useEffect(() => {
    void endSession(sessionInvalidMessage);
  }, [endSession]);
  return <Spinner />;
}

function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main-content" className="root-error" tabIndex={-1}>
      <div className="root-error__card">
        <h1>Something went wrong.</h1>
        <p>The issue that caused you to see this has been logged. We will get it fixed as soon as possible.</p>
      </div>
    </main>
  );
}
