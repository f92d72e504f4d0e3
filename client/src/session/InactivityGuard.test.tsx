// The inactivity timer of a signed-in student: the 'Still working?' modal at 14 minutes, logout at 15, the return checks, and the keep-alive pings.
import { inactivityLogoutMessage, sessionInvalidMessage } from '@transfer/form';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../relay/environment';
import { renderApp } from '../test/app';
import { clearCookies, persistedOperationName, setIdentityCookie, stubServer } from '../test/fetch';
import { partnerResponse } from '../test/relay';
import { markActive } from './last-active';

// The idle timer binds the timer functions when its module loads, so the clock is faked before any import, once.
vi.hoisted(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

const minute = 60_000;

function graphQLAnswer(profile: { username: string } | null) {
  return { body: { data: { profile, partner: partnerResponse } } };
}

function renderSignedIn(profile: { username: string } | null = { username: 'student@example.edu' }) {
  setIdentityCookie();
  markActive();
  const server = stubServer({
    'POST /graphql': () => graphQLAnswer(profile),
    'GET /api/logout': { body: { message: 'Logged out.' } },
  });
  const app = renderApp('/about', { createEnvironment: createRelayEnvironment });
  const pings = () =>
    server
      .callsTo('POST /graphql')
      .filter((call) => persistedOperationName((call.payload as { id: string }).id) === 'InactivityGuardKeepAliveQuery');
  return { ...app, server, pings };
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe('InactivityGuard', () => {
  it('asks "Still working?" a minute before the timeout, then logs out with the inactivity message', async () => {
    const { route, server } = renderSignedIn();
    await screen.findByRole('heading', { level: 1, name: 'Your Information' });

    await advance(14 * minute - 1000);
    expect(screen.queryByRole('alertdialog', { name: 'Still working?' })).toBeNull();
    await advance(1000);
    const modal = within(await screen.findByRole('alertdialog', { name: 'Still working?' }));
    expect(modal.getByRole('button', { name: 'Yes - Take me back to my application' })).toBeTruthy();
    expect(modal.getByRole('button', { name: 'No - Please log me out' })).toBeTruthy();

    // Activity no longer counts once the modal is open.
    fireEvent.keyDown(document, { key: 'a' });
    await advance(minute);
    await waitFor(() => expect(route.location.pathname).toBe('/login'));
    expect(server.callsTo('GET /api/logout')).toHaveLength(1);
    expect(route.location.state).toEqual({ errorMessage: inactivityLogoutMessage, sessionEnded: true });
    expect((await screen.findByRole('alertdialog', { name: 'Error' })).textContent).toContain(inactivityLogoutMessage);
    expect(screen.queryByRole('alertdialog', { name: 'Still working?' })).toBeNull();
  });

  it('starts the 15 minutes afresh when the student says they are still working', async () => {
    const { route, pings } = renderSignedIn();
    await screen.findByRole('heading', { level: 1, name: 'Your Information' });
    await advance(14 * minute);
    const before = pings().length;
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Still working?' })).getByRole('button', {
        name: 'Yes - Take me back to my application',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Still working?' })).toBeNull());
    expect(pings().length).toBe(before + 1);

    await advance(2 * minute);
    expect(route.location.pathname).toBe('/about');
    await advance(12 * minute);
    expect(await screen.findByRole('alertdialog', { name: 'Still working?' })).toBeTruthy();
  });

  it('logs out with the logout message when the student says so', async () => {
    const { route } = renderSignedIn();
    await screen.findByRole('heading', { level: 1, name: 'Your Information' });
    await advance(14 * minute);
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Still working?' })).getByRole('button', { name: 'No - Please log me out' }),
    );
    await waitFor(() => expect(route.location.pathname).toBe('/login'));
    expect(route.location.state).toEqual({ errorMessage: sessionInvalidMessage, sessionEnded: true });
  });

  it('keeps an active student signed in, pinging the server at most once a minute', async () => {
    const { route, pings } = renderSignedIn();
    await screen.findByRole('heading', { level: 1, name: 'Your Information' });
    for (let step = 0; step < 40; step += 1) {
      await advance(30_000);
      fireEvent.keyDown(document, { key: 'a' });
    }
    expect(route.location.pathname).toBe('/about');
    expect(screen.queryByRole('alertdialog', { name: 'Still working?' })).toBeNull();
    expect(pings().length).toBeGreaterThanOrEqual(20);
    expect(pings().length).toBeLessThanOrEqual(21);
  });

  it('logs out on returning to the tab 15 minutes or more after the last activity', async () => {
    const { route } = renderSignedIn();
    await screen.findByRole('heading', { level: 1, name: 'Your Information' });
    markActive(Date.now() - 15 * minute);
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(() => expect(route.location.pathname).toBe('/login'));
    expect(route.location.state).toEqual({ errorMessage: inactivityLogoutMessage, sessionEnded: true });
  });

  it('logs out a signed-in page opened 15 minutes or more after the last activity', async () => {
    setIdentityCookie();
    markActive(Date.now() - 15 * minute);
    stubServer({ 'POST /graphql': () => graphQLAnswer({ username: 'student@example.edu' }), 'GET /api/logout': { body: {} } });
    const { route } = renderApp('/about', { createEnvironment: createRelayEnvironment });
    await waitFor(() => expect(route.location.pathname).toBe('/login'));
    expect(route.location.state).toEqual({ errorMessage: inactivityLogoutMessage, sessionEnded: true });
  });

  it('stays signed in on returning within 15 minutes', async () => {
    const { route } = renderSignedIn();
    await screen.findByRole('heading', { level: 1, name: 'Your Information' });
    markActive(Date.now() - 15 * minute + 1000);
    fireEvent(document, new Event('visibilitychange'));
    await advance(100);
    expect(route.location.pathname).toBe('/about');
  });

  it('ends a session the server no longer knows, with the session-invalid message', async () => {
    const { route } = renderSignedIn(null);
    await waitFor(() => expect(route.location.pathname).toBe('/login'));
    expect(route.location.state).toEqual({ errorMessage: sessionInvalidMessage, sessionEnded: true });
    expect(document.cookie).not.toContain('CognitoIdentityServiceProvider');
  });

  it('sends a student whose session ran out while away (browser closed) to /login with the inactivity message', async () => {
    markActive(Date.now() - 16 * minute);
    const { route } = renderApp('/about', { data: { profile: null, partner: partnerResponse } });
    await waitFor(() => expect(route.location.pathname).toBe('/login'));
    expect(route.location.state).toEqual({ errorMessage: inactivityLogoutMessage, sessionEnded: true });
    expect(localStorage.length).toBe(0);
  });

  it('leaves a visitor where they are when no session ran out', async () => {
    markActive(Date.now() - 5 * minute);
    const { route } = renderApp('/about', { data: { profile: null, partner: partnerResponse } });
    await screen.findByRole('heading', { level: 1, name: 'Your Information' });
    await advance(100);
    expect(route.location.pathname).toBe('/about');
    expect(localStorage.length).toBe(0);
  });
});
