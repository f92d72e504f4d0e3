// Service mode holds only where the address carries a service_token: nothing is kept in the browser, and no student session is touched.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isServiceUserAt, serviceTokenAt } from './service-mode';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('service mode', () => {
  it('holds only while the address carries a service_token', () => {
    expect(isServiceUserAt('?x=1')).toBe(false);
    expect(isServiceUserAt('?service_token=t0k3n')).toBe(true);
    expect(serviceTokenAt('?page=2&service_token=t0k3n')).toBe('t0k3n');
    // Nothing outlives the token's page.
    expect(isServiceUserAt('')).toBe(false);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it('is entered by an empty token too, which is refused rather than showing the form', () => {
    expect(serviceTokenAt('?service_token=')).toBe('');
    expect(isServiceUserAt('?service_token=')).toBe(true);
  });
});
