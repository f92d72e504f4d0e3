// The last-resort screen for an error thrown while rendering any route, logged so it can be fixed; an expired session instead goes to /login.
import { sessionInvalidMessage } from '@transfer/form';
import { Component, useEffect, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { UnauthorizedError } from '../relay/errors';
import { loginRoute, useEndSession } from '../session/session';
import { Spinner } from '../ui/Spinner';
import { useShellHandOff } from './shell-hand-off';
import './RootErrorBoundary.css';

export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return <RouteErrorCatcher location={useLocation()}>{children}</RouteErrorCatcher>;
}

interface CatcherProps {
  location: Location;
  children: ReactNode;
}

interface CatcherState {
  caught: { error: unknown } | null;
  /** The location the error was caught at: moving to another one (going to /login, say) shows the routes again. */
  locationKey: string;
}

class RouteErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { caught: null, locationKey: this.props.location.key };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.location.key === state.locationKey ? null : { caught: null, locationKey: props.location.key };
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    // On /login itself the error screen shows instead, so a failing /login cannot send the student round in a loop.
    if (caught.error instanceof UnauthorizedError && this.props.location.pathname !== loginRoute) return <EndInvalidSession />;
    return <ErrorScreen error={caught.error} />;
  }
}

function EndInvalidSession() {
  const endSession = useEndSession();
  useEffect(() => {
    void endSession(sessionInvalidMessage);
  }, [endSession]);
  return <Spinner />;
}

function ErrorScreen({ error }: { error: unknown }) {
  useShellHandOff();
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
