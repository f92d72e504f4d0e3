// The root of every screen: lets react-aria links navigate through the router, offers the skip link, and shows the spinner while a screen loads.
import { Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { Spinner } from './Spinner';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export function AppShell() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </RouterProvider>
  );
}
