// The signed-in state and the three ways it changes: logging in, logging out, and a session found invalid (docs/product.md §2.3, §4.5, §6).
import { sessionInvalidMessage } from '@transfer/form';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearIdentityCookies, hasIdentityCookie } from './identity-cookie';
import { useResetRelayEnvironment } from '../relay/AppRelayEnvironment';
import { UnauthorizedError } from '../relay/errors';
import { rest } from '../relay/rest';
import { runBeforeLogOut } from './before-log-out';
import { forgetLastActive, markActive } from './last-active';
import { readNavigationState } from './navigation-state';

export const loginRoute = '/login';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The marker cookie can also come and go in another tab, or expire; look again whenever the student comes back.
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', listener);
  };
}

function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

/** Whether this browser holds the identity provider's marker cookie. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, hasIdentityCookie, () => false);
}

/** After a successful login: start the inactivity clock afresh and drop what was cached for the visitor. */
export function useStartSession(): () => void {
  const resetEnvironment = useResetRelayEnvironment();
  return useCallback(() => {
    markActive();
    resetEnvironment();
    notifySessionChange();
  }, [resetEnvironment]);
}

export interface EndSessionOptions {
  /**
   * For a session found invalid: when already on /login, stay there rather than navigate again, so a failing call on
   * /login cannot loop.
   */
  stayOnLogin?: boolean;
}

/** Ends the session on this side: forgets the marker cookie and goes to /login with `errorMessage`; the store is emptied there. */
export function useEndSession(): (errorMessage: string, options?: EndSessionOptions) => Promise<void> {
  const navigate = useNavigate();
  const resetEnvironment = useResetRelayEnvironment();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  return useCallback(
    async (errorMessage, { stayOnLogin = false } = {}) => {
      clearIdentityCookies();
      forgetLastActive();
      notifySessionChange();
      if (stayOnLogin && pathnameRef.current === loginRoute) {
        resetEnvironment();
        return;
      }
      await navigate(loginRoute, { replace: true, state: { errorMessage, sessionEnded: true } });
    },
    [navigate, resetEnvironment],
  );
}

/**
 * Empties the Relay store once /login is reached after a session ended. Not before: the page being left would
 * otherwise fetch its data again (and, without a session, fail again) while /login loads.
 */
export function useClearStoreAfterSessionEnd(): void {
  const location = useLocation();
  const resetEnvironment = useResetRelayEnvironment();
  const clearedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!readNavigationState(location.state).sessionEnded || clearedFor.current === location.key) return;
    clearedFor.current = location.key;
    resetEnvironment();
  }, [location, resetEnvironment]);
}

/**
 * Logs out: finishes what must be done first (saving the answers just typed), GET /api/logout, then ends the session
 * with `message` (the session-invalid message unless told otherwise). A session already gone (401) is logged out all the same; any other failure is kept and rethrown
 * while rendering, for the error boundary (docs/product.md §11.3).
 */
export function useLogOut(): (message?: string) => Promise<void> {
  const endSession = useEndSession();
  const [failure, setFailure] = useState<Error | null>(null);

  const logOut = useCallback(
    async (message = sessionInvalidMessage) => {
      await runBeforeLogOut();
      try {
        await rest('GET', '/api/logout', undefined, { reportUnauthorized: false });
      } catch (error) {
        if (!(error instanceof UnauthorizedError)) {
          setFailure(error instanceof Error ? error : new Error(String(error)));
          return;
        }
      }
      await endSession(message);
    },
    [endSession],
  );
  if (failure) throw failure;
  return logOut;
}
