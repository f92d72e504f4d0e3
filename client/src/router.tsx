// The app's routes: the form pages and completion in the application frame (sharing FormShell); the account screens in the auth layout, and a redirect for any other path. (The read-only service view is the server's page.)
import { authRoutes, completionRoute, defaultRoute, formPages } from '@transfer/form';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AuthLayout } from './auth/AuthLayout';
import { AppShell } from './chrome/AppShell';
import { RootErrorBoundary } from './chrome/RootErrorBoundary';
import { FormShell } from './form/FormShell';

const FormPage = lazy(() => import('./form/FormPage'));
const CompletionPage = lazy(() => import('./form/CompletionPage'));

const authScreens: Record<(typeof authRoutes)[number], LazyExoticComponent<ComponentType>> = {
  '/signup': lazy(() => import('./auth/SignupScreen')),
  '/confirm': lazy(() => import('./auth/ConfirmScreen')),
  '/login': lazy(() => import('./auth/LoginScreen')),
  '/forgot': lazy(() => import('./auth/ForgotScreen')),
  '/reset': lazy(() => import('./auth/ResetScreen')),
};

/** Sends any path outside the form and auth lists to the default route, keeping its query string. */
function RedirectToDefaultRoute() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: defaultRoute, search }} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <FormShell />,
        children: [
          // Keyed, so that moving to another page starts that page afresh (its focus, its effects).
          ...formPages.map((page) => ({ path: page.path, element: <FormPage key={page.id} page={page} /> })),
          { path: completionRoute, element: <CompletionPage /> },
        ],
      },
      {
        element: <AuthLayout />,
        children: authRoutes.map((path) => {
          const AuthScreen = authScreens[path];
          return { path, element: <AuthScreen /> };
        }),
      },
      { path: '*', element: <RedirectToDefaultRoute /> },
    ],
  },
];

/**
 * The screen for the current address, under the root error screen. Declarative routing (inside a BrowserRouter):
 * the app has no loaders or actions, and react-router's data router would add about 16 kB gzip to every page.
 */
export function AppRoutes() {
  return <RootErrorBoundary>{useRoutes(routes)}</RootErrorBoundary>;
}
