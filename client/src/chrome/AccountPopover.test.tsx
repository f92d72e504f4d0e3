// The account popover: signed out it offers Sign In and Create Account with the visitor's answers; signed in the e-mail and Log Out.
import { sessionInvalidMessage } from '@transfer/form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeVisitorAnswers } from '../session/visitor-answers';
import { renderApp } from '../test/app';
import { clearCookies, setIdentityCookie, stubServer } from '../test/fetch';
import { createTestEnvironment, partnerResponse } from '../test/relay';

const visitor = { data: { profile: null, partner: partnerResponse } };
const student = { data: { profile: { username: 'Student@Example.EDU' }, partner: partnerResponse } };

async function openPopover() {
  await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
  return within(await screen.findByRole('dialog', { name: 'Account' }));
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe('AccountPopover', () => {
  it('offers Sign In to a visitor, carrying their answers to /login', async () => {
    writeVisitorAnswers({ first_name: 'Ada' });
    const { route } = renderApp('/about', visitor);
    const popover = await openPopover();
    expect(popover.queryByRole('button', { name: 'Log Out' })).toBeNull();
    await userEvent.click(popover.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Log In' });
    expect(route.location.state).toEqual({ answers: { first_name: 'Ada' } });
  });

  it('offers Create Account to a visitor, carrying their answers to /signup', async () => {
    writeVisitorAnswers({ first_name: 'Ada' });
    const { route } = renderApp('/about', visitor);
    const popover = await openPopover();
    await userEvent.click(popover.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Create an Account' });
    expect(route.location.pathname).toBe('/signup');
    expect(route.location.state).toEqual({ answers: { first_name: 'Ada' } });
  });

  it('shows a signed-in student their e-mail in lowercase, and closes with its close button', async () => {
    setIdentityCookie();
    renderApp('/about', student);
    const popover = await openPopover();
    expect(await popover.findByText('student@example.edu')).toBeTruthy();
    expect(popover.queryByRole('button', { name: 'Sign In' })).toBeNull();
    await userEvent.click(popover.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account' })).toBeNull());
  });

  it('logs out: GET /api/logout, forgets the session and goes to /login with the logout message', async () => {
    setIdentityCookie();
    const server = stubServer({ 'GET /api/logout': { body: { message: 'You have been logged out.' } } });
    const createEnvironment = vi.fn(() => createTestEnvironment(student.data));
    const { route } = renderApp('/about', { createEnvironment });
    const popover = await openPopover();
    expect(createEnvironment).toHaveBeenCalledTimes(1);
    await userEvent.click(popover.getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(route.location.pathname).toBe('/login'));
    // The Relay store is emptied: the app runs on a new environment.
    await waitFor(() => expect(createEnvironment).toHaveBeenCalledTimes(2));
    expect(server.callsTo('GET /api/logout')).toHaveLength(1);
    expect(route.location.state).toEqual({ errorMessage: sessionInvalidMessage, sessionEnded: true });
    expect((await screen.findByRole('alertdialog', { name: 'Error' })).textContent).toContain(sessionInvalidMessage);
    expect(document.cookie).not.toContain('CognitoIdentityServiceProvider');
  });

  it('logs out all the same when the session was already gone (401)', async () => {
    setIdentityCookie();
    stubServer({ 'GET /api/logout': { status: 401, body: { message: 'Not signed in.' } } });
    const { route } = renderApp('/about', student);
    await userEvent.click((await openPopover()).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(route.location.pathname).toBe('/login'));
    expect(route.location.state).toEqual({ errorMessage: sessionInvalidMessage, sessionEnded: true });
  });

  it('rethrows any other logout failure to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setIdentityCookie();
    stubServer({ 'GET /api/logout': { status: 500, body: { message: 'Logout failed.' } } });
    renderApp('/about', student);
    await userEvent.click((await openPopover()).getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });
});
