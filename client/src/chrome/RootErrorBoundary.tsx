// The last-resort screen for an error thrown while rendering any route; the error is logged so it can be fixed.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import './RootErrorBoundary.css';

export function RootErrorBoundary() {
  const error = useRouteError();

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
