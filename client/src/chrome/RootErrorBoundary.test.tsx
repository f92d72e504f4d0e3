// The root error screen: its two fixed sentences, the error logged for the developers, and no loop for an expired session on /login.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnauthorizedError } from '../relay/errors';
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
    const router = createMemoryRouter([{ path: '/', element: <BrokenScreen />, ErrorBoundary: RootErrorBoundary }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: /^Something went wrong/ })).toBeTruthy();
    expect(screen.getByText(/has been logged\. We will get it fixed as soon as possible\.$/)).toBeTruthy();
    expect(log).toHaveBeenCalledWith(new Error('broken screen'));
  });

  it('shows the error screen for an expired session on /login itself, rather than going round to /login again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/login', element: <SessionGoneScreen />, ErrorBoundary: RootErrorBoundary }], {
      initialEntries: ['/login'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: /^Something went wrong/ })).toBeTruthy();
    expect(router.state.location.key).toBe('default');
  });
});
