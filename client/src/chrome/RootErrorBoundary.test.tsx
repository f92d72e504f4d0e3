// The root error screen: its two fixed sentences, the error logged for the developers, no loop for an expired session on /login, and the routes back at the next location.
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from '../relay/errors';
import { renderInRouter } from '../test/app';
import { RootErrorBoundary } from './RootErrorBoundary';

function BrokenScreen(): never {
  throw new Error('broken screen');
}

function SessionGoneScreen(): never {
  throw new UnauthorizedError('Not signed in.');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RootErrorBoundary', () => {
  it('shows the error screen and logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInRouter(
      <RootErrorBoundary>
        <BrokenScreen />
      </RootErrorBoundary>,
      ['/'],
    );

    expect(await screen.findByRole('heading', { level: 1, name: /^Something went wrong/ })).toBeTruthy();
    expect(screen.getByText(/has been logged\. We will get it fixed as soon as possible\.$/)).toBeTruthy();
    expect(log).toHaveBeenCalledWith(new Error('broken screen'));
  });

  it('shows the error screen for an expired session on /login itself, rather than going round to /login again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { route } = renderInRouter(
      <RootErrorBoundary>
        <SessionGoneScreen />
      </RootErrorBoundary>,
      ['/login'],
    );
    expect(await screen.findByRole('heading', { level: 1, name: /^Something went wrong/ })).toBeTruthy();
    expect(route.location.key).toBe('default');
  });

  it('shows the routes again once the student goes somewhere else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { route } = renderInRouter(
      <RootErrorBoundary>
        <Routes>
          <Route path="/broken" element={<BrokenScreen />} />
          <Route path="/login" element={<h1>Log In</h1>} />
        </Routes>
      </RootErrorBoundary>,
      ['/broken'],
    );
    await screen.findByRole('heading', { level: 1, name: /^Something went wrong/ });
    await act(async () => route.navigate('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
  });
});
