// The route table: redirects for unknown paths, the spinner guarding form pages, and which screen each route shows.
import { render, screen } from '@testing-library/react';
import type { PayloadData } from 'relay-runtime';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { createTestEnvironment, partnerResponse } from './test/relay';

const visitor = { profile: null, partner: partnerResponse };

function renderAt(path: string, data?: PayloadData) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <RelayEnvironmentProvider environment={createTestEnvironment(data)}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return router;
}

describe('routes', () => {
  it.each(['/nope?x=1', '/?x=1', '/about/extra?x=1'])('redirects %s to /about, keeping the query string', async (path) => {
    const router = renderAt(path, visitor);
    await screen.findByRole('heading', { level: 1, name: 'Your Information' });
    expect(router.state.location).toMatchObject({ pathname: '/about', search: '?x=1' });
  });

  it('shows the full-screen spinner while the profile loads', async () => {
    renderAt('/education');
    expect((await screen.findByRole('status')).textContent).toBe('Loading');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('renders a form page in the application frame once the profile has loaded', async () => {
    renderAt('/final-steps', visitor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Step 3: Submit' }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('renders the completion page', async () => {
    renderAt('/completion', visitor);
    expect(await screen.findByText(/successfully submitted/)).toBeTruthy();
  });

  it.each([
    ['/login', 'Log In'],
    ['/signup', 'Create an Account'],
    ['/confirm', 'Confirm Your Account'],
    ['/forgot', 'Forgot Your Password?'],
    ['/reset', 'Reset Your Password'],
  ])('renders %s as an auth card titled "%s", without the form chrome', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
