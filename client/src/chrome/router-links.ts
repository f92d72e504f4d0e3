// What react-aria's links take from React Router: an app path is resolved and routed in the page, any other href (mailto:, tel:, another site) stays as written and navigates natively.
import { useHref } from 'react-router';

/** `mailto:…`, `tel:…`, `https://…`, `//host/…`: anything with a scheme or a host of its own. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/** React Router's href for an app path; an external href as written (react-aria then leaves its navigation to the browser). */
export function useRouterHref(href: string): string {
  const routed = useHref(href);
  return isExternalHref(href) ? href : routed;
}
