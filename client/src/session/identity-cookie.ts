// Whether this browser is signed in: a cookie whose name starts with the identity provider's prefix exists (docs/product.md §6.4).
import { defaultIdentityCookiePrefix } from '@transfer/form';

/** The prefix the server announces in `<meta name="identity-cookie-prefix">`, else the default one. */
export function identityCookiePrefix(): string {
  const announced = document.querySelector<HTMLMetaElement>('meta[name="identity-cookie-prefix"]')?.content.trim();
  return announced || defaultIdentityCookiePrefix;
}

function identityCookieNames(): string[] {
  const prefix = identityCookiePrefix();
  return document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0].trim())
    .filter((name) => name.startsWith(prefix));
}

export function hasIdentityCookie(): boolean {
  return identityCookieNames().length > 0;
}

/** Forgets the marker once the session is known to be gone, so a stale marker does not keep the app "signed in". */
export function clearIdentityCookies(): void {
  for (const name of identityCookieNames()) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
}
