// The Confirm Your Account screen: the 6-digit code rule, the e-mail from navigation state or a field, confirmation and resend.
import { accountMessages } from '@transfer/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/app';
import { stubServer } from '../test/fetch';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
const fromSignup = { pathname: '/confirm', state: { username: 'student@example.edu', answers: { first_name: 'Ada' } } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConfirmScreen', () => {
  it('asks only for the code when the e-mail came in navigation state', async () => {
    renderApp(fromSignup);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm Your Account' })).toBeTruthy();
    expect(screen.queryByLabelText('Email Address')).toBeNull();
    expect(screen.getByText('student@example.edu')).toBeTruthy();
    const code = field('Confirmation Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['12345', accountMessages.codeInvalid],
    ['1234567', accountMessages.codeInvalid],
    ['12a456', accountMessages.codeInvalid],
    ['', accountMessages.codeInvalid],
    ['123456', null],
  ])('with the code %j shows %j', async (code, message) => {
    const server = stubServer({ 'POST /public/confirm': { body: { message: 'Your account is confirmed.' } } });
    renderApp(fromSignup);
    if (code) await userEvent.type(await screen.findByLabelText('Confirmation Code', { selector: 'input' }), code);
    else await screen.findByLabelText('Confirmation Code', { selector: 'input' });
    await submit();
    if (message) {
      expect(screen.getByText(message)).toBeTruthy();
      expect(document.activeElement).toBe(field('Confirmation Code'));
      expect(server.calls).toEqual([]);
    } else {
      await waitFor(() => expect(server.callsTo('POST /public/confirm')).toHaveLength(1));
    }
  });

  it('updates the code error while typing once submitted', async () => {
    stubServer({});
    renderApp(fromSignup);
    await userEvent.type(await screen.findByLabelText('Confirmation Code', { selector: 'input' }), '12345');
    await submit();
    expect(screen.getByText(accountMessages.codeInvalid)).toBeTruthy();
    await userEvent.type(field('Confirmation Code'), '6');
    expect(screen.queryByText(accountMessages.codeInvalid)).toBeNull();
  });

  it('asks for the e-mail too when it did not come in navigation state, and checks it', async () => {
    stubServer({});
    renderApp('/confirm');
    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), 'nope');
    await userEvent.type(field('Confirmation Code'), '123456');
    await submit();
    expect(screen.getByText(accountMessages.emailInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(field('Email Address'));
  });

  it('confirms and goes to /login with the message, the username and the answers', async () => {
    const server = stubServer({ 'POST /public/confirm': { body: { message: 'Your account is confirmed.' } } });
    const { route } = renderApp(fromSignup);
    await userEvent.type(await screen.findByLabelText('Confirmation Code', { selector: 'input' }), '123456');
    await submit();

    await waitFor(() => expect(route.location.pathname).toBe('/login'));
    expect(server.callsTo('POST /public/confirm')[0].payload).toEqual({ username: 'student@example.edu', code: '123456' });
    expect(route.location.state).toEqual({
      message: 'Your account is confirmed.',
      username: 'student@example.edu',
      answers: { first_name: 'Ada' },
    });
    expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain('Your account is confirmed.');
    expect(field('Email Address').value).toBe('student@example.edu');
  });

  it('shows a refused code as an error toast labelled for the card', async () => {
    stubServer({ 'POST /public/confirm': { status: 400, body: { message: 'That code is not valid.' } } });
    renderApp(fromSignup);
    await userEvent.type(await screen.findByLabelText('Confirmation Code', { selector: 'input' }), '123456');
    await submit();
    expect((await screen.findByRole('alertdialog', { name: 'Confirm Card Error' })).textContent).toContain('That code is not valid.');
  });

  it('resends the code to the carried e-mail and shows the answer', async () => {
    const server = stubServer({
      'POST /public/resend-confirm': { body: { message: 'We sent a new code.', username: 'student@example.edu' } },
    });
    renderApp(fromSignup);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend confirmation code?' }));
    expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain('We sent a new code.');
    expect(server.callsTo('POST /public/resend-confirm')[0].payload).toEqual({ username: 'student@example.edu' });
  });

  it('needs a valid e-mail in the field to resend', async () => {
    const server = stubServer({});
    renderApp('/confirm');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend confirmation code?' }));
    expect((await screen.findByRole('alertdialog', { name: 'Resend Confirmation Code Error' })).textContent).toContain(
      accountMessages.resendEmailInvalid,
    );
    expect(document.activeElement).toBe(field('Email Address'));
    expect(server.calls).toEqual([]);
  });

  it('shows a failed resend labelled for the resend', async () => {
    stubServer({ 'POST /public/resend-confirm': { status: 500, raw: '<html>oops</html>' } });
    renderApp(fromSignup);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend confirmation code?' }));
    expect((await screen.findByRole('alertdialog', { name: 'Resend Confirmation Code Error' })).textContent).toContain(
      "We've encountered an unexpected error at this time. Please try again later.",
    );
  });
});
