// The route table: redirects for unknown paths, the spinner guarding form pages, and which screen each route shows.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './test/app';
import { partnerResponse } from './test/relay';

const visitor = { profile: null, partner: partnerResponse };

describe('routes', () => {
  it.each(['/nope?x=1', '/?x=1', '/about/extra?x=1'])('redirects %s to /about, keeping the query string', async (path) => {
    const { route } = renderApp(path, { data: visitor });
    await screen.findByRole('heading', { level: 1, name: 'Your Information' });
    expect(route.location).toMatchObject({ pathname: '/about', search: '?x=1' });
  });

  it('shows the full-screen spinner while the profile loads', async () => {
    renderApp('/education');
    expect((await screen.findByRole('status')).textContent).toBe('Loading');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('renders a form page in the application frame once the profile has loaded', async () => {
    renderApp('/final-steps', { data: visitor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Submit' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Step 3: Submit' }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('renders the completion page of a submitted application', async () => {
    const submitted = {
      profile: { numLogins: 1, application: { id: 'QXBwbGljYXRpb246MQ==', webStatus: 'submitted' } },
      partner: partnerResponse,
    };
    renderApp('/completion', { data: submitted });
    expect(await screen.findByText('Your application was successfully submitted.')).toBeTruthy();
  });

  it.each([
    ['/login', 'Log In'],
    ['/signup', 'Create an Account'],
    ['/confirm', 'Confirm Your Account'],
    ['/forgot', 'Forgot Your Password?'],
    ['/reset', 'Reset Your Password'],
  ])('renders %s as an auth card titled "%s", without the form chrome', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
