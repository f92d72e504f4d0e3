// The Forgot Your Password? screen: its one field and message, the success toast with its close action, and failures.
import { accountMessages } from '@transfer/form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/app';
import { stubServer } from '../test/fetch';

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ForgotScreen', () => {
  it('checks the e-mail with the sign-up message, and focuses it', async () => {
    const server = stubServer({});
    renderApp('/forgot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeTruthy();
    await submit();
    expect(screen.getByText(accountMessages.emailInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email Address', { selector: 'input' }));
    expect(server.calls).toEqual([]);
  });

  it('takes the e-mail typed on the login screen', async () => {
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), 'student@example.edu');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Forgot Your Password?' });
    expect((screen.getByLabelText('Email Address', { selector: 'input' }) as HTMLInputElement).value).toBe('student@example.edu');
  });

  it('shows the answer as a success toast that can be closed', async () => {
    const server = stubServer({
      'POST /public/forgot-password': { body: { message: 'If an account exists, we sent a link.' } },
    });
    const { route } = renderApp('/forgot');
    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), 'student@example.edu');
    await submit();

    const toast = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(toast.textContent).toContain('If an account exists, we sent a link.');
    expect(server.callsTo('POST /public/forgot-password')[0].payload).toEqual({ username: 'student@example.edu' });
    expect(route.location.pathname).toBe('/forgot');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows a failure as an error toast labelled for the card', async () => {
    stubServer({ 'POST /public/forgot-password': { status: 429, body: { message: 'Too many requests.' } } });
    renderApp('/forgot');
    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), 'student@example.edu');
    await submit();
    expect((await screen.findByRole('alertdialog', { name: 'Forgot Card Error' })).textContent).toContain('Too many requests.');
  });
});
