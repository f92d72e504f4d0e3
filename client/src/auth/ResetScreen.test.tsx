// The Reset Your Password screen: the link's username and id, the new password and its confirmation, and the way to /login.
import { accountMessages } from '@transfer/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/app';
import { stubServer } from '../test/fetch';

const link = '/reset?username=student%40example.edu&id=token-123';
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

async function fillIn(password: string, confirmation: string) {
  await userEvent.click(await screen.findByLabelText('New Password', { selector: 'input' }));
  if (password) await userEvent.paste(password);
  await userEvent.click(field('Confirm Password'));
  if (confirmation) await userEvent.paste(confirmation);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResetScreen', () => {
  it('shows both password fields with toggles, the checklist, and autocomplete for a new password', async () => {
    renderApp(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeTruthy();
    expect(field('New Password').getAttribute('autocomplete')).toBe('new-password');
    expect(field('Confirm Password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeTruthy();
    expect(screen.getByText('Your password must have:')).toBeTruthy();
    expect(screen.queryByText(accountMessages.resetLinkInvalid)).toBeNull();
  });

  it.each(['/reset?username=student%40example.edu', '/reset?id=token-123', '/reset'])(
    'says the link %s is not valid, and does not send it',
    async (path) => {
      const server = stubServer({});
      renderApp(path);
      expect((await screen.findByRole('alert')).textContent).toContain(accountMessages.resetLinkInvalid);
      await fillIn('Abcdefgh1!xy', 'Abcdefgh1!xy');
      await submit();
      expect(document.activeElement).toBe(screen.getByRole('alert'));
      expect(server.calls).toEqual([]);
    },
  );

  it.each([
    ['Abcdefgh1!x', 'Abcdefgh1!x', 'New Password', accountMessages.passwordTooWeak],
    ['Abcdefgh1!xy', 'Abcdefgh1!xz', 'Confirm Password', accountMessages.passwordsDiffer],
    ['Abcdefgh1!xy', '', 'Confirm Password', accountMessages.passwordRequired],
    ['', '', 'New Password', accountMessages.passwordRequired],
  ])('with %j and %j focuses %s with %j', async (password, confirmation, focused, message) => {
    const server = stubServer({});
    renderApp(link);
    await fillIn(password, confirmation);
    await submit();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(field(focused));
    expect(server.calls).toEqual([]);
  });

  it('updates the mismatch while typing once submitted', async () => {
    stubServer({});
    renderApp(link);
    await fillIn('Abcdefgh1!xy', 'Abcdefgh1!x');
    await submit();
    expect(screen.getByText(accountMessages.passwordsDiffer)).toBeTruthy();
    await userEvent.type(field('Confirm Password'), 'y');
    expect(screen.queryByText(accountMessages.passwordsDiffer)).toBeNull();
  });

  it('resets the password and goes to /login with the message', async () => {
    const server = stubServer({ 'POST /public/reset-password': { body: { message: 'Your password has been reset.' } } });
    const { route } = renderApp(link);
    await fillIn('Abcdefgh1!xy', 'Abcdefgh1!xy');
    await submit();

    await waitFor(() => expect(route.location.pathname).toBe('/login'));
    expect(server.callsTo('POST /public/reset-password')[0].payload).toEqual({
      username: 'student@example.edu',
      password: 'Abcdefgh1!xy',
      confirm_password: 'Abcdefgh1!xy',
      id: 'token-123',
    });
    expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain('Your password has been reset.');
  });

  it('shows a refused reset as an error toast labelled for the card', async () => {
    stubServer({ 'POST /public/reset-password': { status: 400, body: { message: 'This link has expired.' } } });
    renderApp(link);
    await fillIn('Abcdefgh1!xy', 'Abcdefgh1!xy');
    await submit();
    expect((await screen.findByRole('alertdialog', { name: 'Reset Card Error' })).textContent).toContain('This link has expired.');
  });
});
