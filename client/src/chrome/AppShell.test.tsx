// The app shell: toasts from navigation state on any route, none outliving its screen, and a session found invalid anywhere ending at /login with its message.
import { sessionInvalidMessage } from '@transfer/form';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../relay/environment';
import { rest } from '../relay/rest';
import { renderApp } from '../test/app';
import { clearCookies, setIdentityCookie, stubServer } from '../test/fetch';
import { partnerResponse } from '../test/relay';

const visitor = { data: { profile: null, partner: partnerResponse } };

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe('AppShell', () => {
  it('shows state.message as a success toast on a form route', async () => {
    renderApp({ pathname: '/about', state: { message: 'You are now logged in.' } }, visitor);
    const toast = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(toast.textContent).toContain('You are now logged in.');
  });

  it('shows state.errorMessage as an error toast on an auth route, once', async () => {
    const { route } = renderApp({ pathname: '/forgot', state: { errorMessage: 'Something is off.' } });
    expect((await screen.findByRole('alertdialog', { name: 'Error' })).textContent).toContain('Something is off.');
    await act(async () => route.navigate('/forgot', { replace: true, state: route.location.state }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it("closes the toasts of the screen left, and shows the arrival's own", async () => {
    const { route } = renderApp({ pathname: '/confirm', state: { errorMessage: 'The confirmation code is incorrect.' } });
    await screen.findByRole('alertdialog', { name: 'Error' });
    await act(async () => route.navigate('/login', { state: { message: 'Your account has been confirmed.' } }));
    const shown = await screen.findAllByRole('alertdialog');
    expect(shown.map((toast) => toast.textContent)).toEqual([expect.stringContaining('Your account has been confirmed.')]);
  });

  it("keeps an arrival's toasts when it is redirected on at once", async () => {
    const { route } = renderApp({ pathname: '/login', state: { message: 'You have successfully logged in.' } });
    await screen.findByRole('alertdialog', { name: 'Success' });
    await act(async () => route.navigate('/signup', { replace: true }));
    expect((await screen.findAllByRole('alertdialog')).map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('You have successfully logged in.'),
    ]);
  });

  it('sends a 401 from any signed-in REST call to /login with the session-invalid message, forgetting the session', async () => {
    setIdentityCookie();
    stubServer({ 'GET /api/profile': { status: 401, body: { message: 'Not signed in.' } } });
    const { route } = renderApp('/education', { data: { profile: { username: 'student@example.edu' }, partner: partnerResponse } });
    await screen.findByRole('heading', { level: 1, name: 'Your Education' });

    await act(() => rest('GET', '/api/profile').catch(() => {}));
    await waitFor(() => expect(route.location.pathname).toBe('/login'));
    expect(route.location.state).toEqual({ errorMessage: sessionInvalidMessage, sessionEnded: true });
    expect((await screen.findByRole('alertdialog', { name: 'Error' })).textContent).toContain(sessionInvalidMessage);
    expect(document.cookie).not.toContain('CognitoIdentityServiceProvider');
  });

  it('sends an UnauthorizedError thrown while rendering to /login with the session-invalid message', async () => {
    stubServer({ 'POST /graphql': { status: 401, body: { message: 'Not signed in.' } } });
    const { route } = renderApp('/about', { createEnvironment: createRelayEnvironment });
    await waitFor(() => expect(route.location.pathname).toBe('/login'));
    expect(route.location.state).toEqual({ errorMessage: sessionInvalidMessage, sessionEnded: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(screen.getAllByRole('alertdialog', { name: 'Error' })).toHaveLength(1);
  });

  it('stays on /login when a 401 arrives there, without a loop', async () => {
    stubServer({ 'GET /api/profile': { status: 401, body: { message: 'Not signed in.' } } });
    const { route } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    const arrival = route.location.key;
    await act(() => rest('GET', '/api/profile').catch(() => {}));
    expect(route.location.key).toBe(arrival);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
