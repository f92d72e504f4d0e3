// Service mode: ?service_token= hides the step bar, the account control, the page's buttons and the inactivity timer, for the rest of the browser session.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../relay/environment';
import { renderApp } from '../test/app';
import { stubApplicationServer } from '../test/application-server';
import { clearCookies } from '../test/fetch';
import { isServiceUserAt, serviceTokenKey } from './service-mode';

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe('service mode', () => {
  it('starts with a service_token and lasts for the browser session', () => {
    expect(isServiceUserAt('?x=1')).toBe(false);
    expect(isServiceUserAt('?service_token=t0k3n')).toBe(true);
    expect(sessionStorage.getItem(serviceTokenKey)).toBe('t0k3n');
    expect(isServiceUserAt('')).toBe(true);
  });

  it('hides the step bar, the account control, the buttons and the inactivity timer', async () => {
    const { calls } = stubApplicationServer();
    const { route } = renderApp('/about?service_token=t0k3n', { createEnvironment: createRelayEnvironment });
    await screen.findByRole('heading', { level: 1, name: 'Your Information' });
    await act(async () => route.navigate('/education'));
    await screen.findByRole('heading', { level: 1, name: 'Your Education' });

    expect(screen.queryByRole('navigation', { name: 'Application steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and Continue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    // A signed-in page pings the server as soon as the inactivity timer starts; here there is none.
    await waitFor(() => expect(calls('FormPageQuery')).toHaveLength(2));
    expect(calls('InactivityGuardKeepAliveQuery')).toEqual([]);
  });
});
