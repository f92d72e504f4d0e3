// The root of every screen: router-aware links, the skip link, toasts (those passed in navigation state, and none outliving their screen), session handling (none in service mode), and the loading spinner.
import { sessionInvalidMessage } from '@transfer/form';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { NavigationType, Outlet, useLocation, useNavigate, useNavigationType, type NavigateOptions } from 'react-router';
import { onUnauthorized } from '../relay/unauthorized';
import { readNavigationState } from '../session/navigation-state';
import { useIsServiceUser } from '../session/service-mode';
import { SessionEndedWhileAway } from '../session/SessionEndedWhileAway';
import { useClearStoreAfterSessionEnd, useEndSession, useIsLoggedIn } from '../session/session';
import { Spinner } from '../ui/Spinner';
import { useRouterHref } from './router-links';
import { handOffShell } from './shell-hand-off';
import { ToastProvider, useToasts } from '../ui/toasts';

/** Only a signed-in student has the timer (and its idle-detection library) to load. */
const InactivityGuard = lazy(() => import('../session/InactivityGuard'));

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export function AppShell() {
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const isServiceUser = useIsServiceUser();
  useClearStoreAfterSessionEnd();
  return (
    <RouterProvider navigate={navigate} useHref={useRouterHref}>
      <ToastProvider>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <NavigationStateToasts />
        <EndSessionOnUnauthorized />
        <HandOffShellOnLeaving />
        {/* Staff reading an application have no inactivity timer. */}
        {isServiceUser ? null : isLoggedIn ? (
          <Suspense fallback={null}>
            <InactivityGuard />
          </Suspense>
        ) : (
          <SessionEndedWhileAway />
        )}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </ToastProvider>
    </RouterProvider>
  );
}

/**
 * Toasts belong to the screen they were raised on: arriving on another closes them (an error about a wrong code is over
 * once the account is confirmed), but for those an arrival brought when it is only redirected on (a replace carrying no
 * state: /about to the last page, or to /completion). Then the arrival's own `state.message` shows as a success toast
 * and `state.errorMessage` as an error toast, once per arrival, on any route.
 */
function NavigationStateToasts() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const toasts = useToasts();
  const shownFor = useRef<string | null>(null);
  const screen = useRef(location.pathname);
  const arrivalToasts = useRef<string[]>([]);
  useEffect(() => {
    if (shownFor.current === location.key) return;
    shownFor.current = location.key;
    const isRedirect = navigationType === NavigationType.Replace && location.state == null;
    if (screen.current !== location.pathname) toasts.closeAll(isRedirect ? arrivalToasts.current : []);
    screen.current = location.pathname;
    const { message, errorMessage } = readNavigationState(location.state);
    const shown: string[] = [];
    if (message) shown.push(toasts.success(message));
    if (errorMessage) shown.push(toasts.error(errorMessage));
    if (!isRedirect) arrivalToasts.current = shown;
  }, [location, navigationType, toasts]);
  return null;
}

/** The app goes elsewhere before its first page painted (a redirect, the login screen): the shell of that page goes. */
function HandOffShellOnLeaving() {
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  useLayoutEffect(() => {
    if (pathname !== firstPathname) handOffShell();
  }, [pathname, firstPathname]);
  return null;
}

/** A signed-in call answered 401 anywhere: forget the session and go to /login with the session-invalid message. */
function EndSessionOnUnauthorized() {
  const endSession = useEndSession();
  useEffect(() => onUnauthorized(() => void endSession(sessionInvalidMessage, { stayOnLogin: true })), [endSession]);
  return null;
}
