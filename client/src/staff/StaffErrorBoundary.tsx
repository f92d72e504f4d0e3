// What a staff page shows when its data cannot be read: not signed in as staff (a link to the sign-in), or the error's own message, with a way to try again.
import { Component, type ReactNode } from 'react';
import { UnauthorizedError } from '../relay/errors';

interface State {
  error: Error | null;
}

export class StaffErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main id="main-content" className="staff-sign-in">
        <section className="staff-card" role="alert" aria-labelledby="staff-error-title">
          <h1 id="staff-error-title">{error instanceof UnauthorizedError ? 'Sign in as staff' : 'This page could not be shown'}</h1>
          {error instanceof UnauthorizedError ? (
            <p>
              {error.message} <a href="/staff/sign-in">Sign in with your staff token</a>, then come back.
            </p>
          ) : (
            <p>{error.message}</p>
          )}
          <p>
            <a href={location.href}>Try again</a> or go to <a href="/staff/applications">the applications</a>.
          </p>
        </section>
      </main>
    );
  }
}
