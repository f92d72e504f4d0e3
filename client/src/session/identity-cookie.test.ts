// The signed-in marker: the cookie prefix from the page or the default, its presence, and forgetting it.
import { defaultIdentityCookiePrefix } from '@transfer/form';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCookies } from '../test/fetch';
import { clearIdentityCookies, hasIdentityCookie, identityCookiePrefix } from './identity-cookie';

afterEach(() => {
  clearCookies();
  document.head.querySelector('meta[name="identity-cookie-prefix"]')?.remove();
});

function announcePrefix(prefix: string) {
  const meta = document.createElement('meta');
  meta.name = 'identity-cookie-prefix';
  meta.content = prefix;
  document.head.append(meta);
}

describe('identity cookie', () => {
  it('uses the default prefix unless the page announces another', () => {
    expect(identityCookiePrefix()).toBe(defaultIdentityCookiePrefix);
    announcePrefix('AcmeIdentity');
    expect(identityCookiePrefix()).toBe('AcmeIdentity');
  });

  it('finds a cookie whose name starts with the prefix, and only such a cookie', () => {
    document.cookie = 'theme=dark; Path=/';
    document.cookie = 'xCognitoIdentityServiceProvider=1; Path=/';
    expect(hasIdentityCookie()).toBe(false);
    document.cookie = 'CognitoIdentityServiceProvider.app.LastAuthUser=ada; Path=/';
    expect(hasIdentityCookie()).toBe(true);
  });

  it('follows an announced prefix', () => {
    announcePrefix('AcmeIdentity');
    document.cookie = 'CognitoIdentityServiceProvider.app=ada; Path=/';
    expect(hasIdentityCookie()).toBe(false);
    document.cookie = 'AcmeIdentity.session=1; Path=/';
    expect(hasIdentityCookie()).toBe(true);
  });

  it('forgets the marker and leaves other cookies', () => {
    document.cookie = 'theme=dark; Path=/';
    document.cookie = 'CognitoIdentityServiceProvider.app=ada; Path=/';
    clearIdentityCookies();
    expect(hasIdentityCookie()).toBe(false);
    expect(document.cookie).toContain('theme=dark');
  });
});
