// The Log In screen: its own checks and messages, live errors after submit, focus, the password toggle, login with the visitor's answers, resend.
import { accountMessages, sessionInvalidMessage } from '@transfer/form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wereVisitorAnswersCarried } from '../session/ssn-not-carried';
import { readVisitorAnswers, visitorAddAnotherKey, visitorAnswersKey, writeVisitorAnswers } from '../session/visitor-answers';
import { renderApp } from '../test/app';
import { clearCookies, setIdentityCookie, stubServer } from '../test/fetch';
import { partnerResponse } from '../test/relay';

const signedIn = { data: { profile: { username: 'student@example.edu' }, partner: partnerResponse } };
const loggedIn = { body: { message: 'You are now logged in.', username: 'student@example.edu' } };

function loginAnswer() {
  setIdentityCookie();
  return loggedIn;
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe('LoginScreen', () => {
  it('shows the card with its fields, links and footer question', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeTruthy();
    expect(field('Email Address').getAttribute('autocomplete')).toBe('email');
    expect(field('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(field('Password').type).toBe('password');
    expect(screen.getByRole('button', { name: 'Resend confirmation code?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot');
    const footer = screen.getByText("Don't have an account?");
    expect(within(footer).getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/signup');
  });

  it('checks only its own fields on submit, focuses the first problem, and ties each message to its input', async () => {
    const server = stubServer({});
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Log In' });
    expect(screen.queryByText(accountMessages.loginEmailInvalid)).toBeNull();

    await submit();
    const email = field('Email Address');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const emailError = screen.getByText(accountMessages.loginEmailInvalid);
    expect(email.getAttribute('aria-describedby')).toContain(emailError.id);
    const passwordError = screen.getByText(accountMessages.passwordRequired);
    expect(field('Password').getAttribute('aria-describedby')).toContain(passwordError.id);
    expect(server.calls).toEqual([]);
  });

  it('updates the errors while typing once submitted, and focuses the password when only it is wrong', async () => {
    stubServer({});
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), 'student@example');
    expect(screen.queryByText(accountMessages.loginEmailInvalid)).toBeNull();
    await submit();
    expect(screen.getByText(accountMessages.loginEmailInvalid)).toBeTruthy();

    await userEvent.type(field('Email Address'), '.edu');
    expect(screen.queryByText(accountMessages.loginEmailInvalid)).toBeNull();
    await submit();
    expect(document.activeElement).toBe(field('Password'));
    await userEvent.type(field('Password'), 'x');
    expect(screen.queryByText(accountMessages.passwordRequired)).toBeNull();
  });

  it.each(['plain', 'student@', '@example.edu', 'student@example', 'student @example.edu'])(
    'refuses the e-mail address %j',
    async (email) => {
      stubServer({});
      renderApp('/login');
      await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), email);
      await submit();
      expect(screen.getByText(accountMessages.loginEmailInvalid)).toBeTruthy();
    },
  );

  it('shows and hides the password with a labelled toggle, and lets a password be pasted', async () => {
    renderApp('/login');
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(password);
    await userEvent.paste('Pasted-Secret-1');
    expect((password as HTMLInputElement).value).toBe('Pasted-Secret-1');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect((field('Password') as HTMLInputElement).type).toBe('text');
    await userEvent.click(toggle);
    expect(field('Password').type).toBe('password');
  });

  it('logs in without a strength check, saves the carried and stored answers, clears them, and lands on /about with the message', async () => {
    writeVisitorAnswers({ first_name: 'Ada', last_name: 'Stored' });
    const server = stubServer({ 'POST /public/login': loginAnswer, 'PUT /api/visitor-answers': { body: { message: 'Saved.' } } });
    const { route } = renderApp({ pathname: '/login', state: { answers: { last_name: 'Lovelace' } } }, signedIn);

    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), ' student@example.edu ');
    await userEvent.type(field('Password'), 'short');
    await submit();

    await waitFor(() => expect(route.location.pathname).toBe('/about'));
    expect(route.location.state).toEqual({ message: 'You are now logged in.' });
    expect(server.callsTo('POST /public/login')[0].payload).toEqual({ username: 'student@example.edu', password: 'short' });
    expect(server.callsTo('PUT /api/visitor-answers')[0].payload).toEqual({
      answers: { first_name: 'Ada', last_name: 'Lovelace' },
      add_another: {},
    });
    expect(localStorage.getItem(visitorAnswersKey)).toBeNull();
    // The SSN is never carried: its question will ask for it again.
    expect(wereVisitorAnswersCarried()).toBe(true);
    const toast = await screen.findByRole('alertdialog', { name: 'Success' });
    expect(toast.textContent).toContain('You are now logged in.');
  });

  it('carries the add-another counts the visitor opened with the answers, in one request (the server keeps higher counts)', async () => {
    writeVisitorAnswers({ college_2_name: 'Lakemont College' });
    localStorage.setItem(visitorAddAnotherKey, JSON.stringify({ value: { college: 2, employment: 1 }, changedAt: Date.now() }));
    const server = stubServer({ 'POST /public/login': loginAnswer, 'PUT /api/visitor-answers': { body: { message: 'Saved.' } } });
    const { route } = renderApp({ pathname: '/login' }, signedIn);

    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), 'student@example.edu');
    await userEvent.type(field('Password'), 'short');
    await submit();

    await waitFor(() => expect(route.location.pathname).toBe('/about'));
    expect(server.callsTo('PUT /api/visitor-answers').map((call) => call.payload)).toEqual([
      { answers: { college_2_name: 'Lakemont College' }, add_another: { college: 2 } },
    ]);
    expect(server.calls.filter((call) => call.path === '/api/add-another')).toEqual([]);
    expect(localStorage.getItem(visitorAddAnotherKey)).toBeNull();
  });

  it('does not save anything when the visitor has no answers', async () => {
    const server = stubServer({ 'POST /public/login': loginAnswer });
    const { route } = renderApp('/login', signedIn);
    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), 'student@example.edu');
    await userEvent.type(field('Password'), 'secret');
    await submit();
    await waitFor(() => expect(route.location.pathname).toBe('/about'));
    expect(server.callsTo('PUT /api/visitor-answers')).toEqual([]);
    expect(wereVisitorAnswersCarried()).toBe(false);
  });

  it('still logs in when the answers cannot be saved, keeping them and showing the error', async () => {
    writeVisitorAnswers({ first_name: 'Ada' });
    stubServer({
      'POST /public/login': loginAnswer,
      'PUT /api/visitor-answers': { status: 400, body: { message: 'Unknown answer key: first_name.' } },
    });
    const { route } = renderApp('/login', signedIn);
    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), 'student@example.edu');
    await userEvent.type(field('Password'), 'secret');
    await submit();

    await waitFor(() => expect(route.location.pathname).toBe('/about'));
    expect((await screen.findByRole('alertdialog', { name: 'Error' })).textContent).toContain('Unknown answer key: first_name.');
    expect(readVisitorAnswers()).toEqual({ first_name: 'Ada' });
  });

  it('shows a failed login as an error toast labelled for the card, and stays', async () => {
    stubServer({ 'POST /public/login': { status: 401, body: { message: 'Incorrect username or password.' } } });
    const { route } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), 'student@example.edu');
    await userEvent.type(field('Password'), 'wrong');
    await submit();

    const toast = await screen.findByRole('alertdialog', { name: 'Login Card Error' });
    expect(toast.textContent).toContain('Incorrect username or password.');
    expect(route.location.pathname).toBe('/login');
    expect(screen.queryByText(sessionInvalidMessage)).toBeNull();
  });

  it('asks for a valid e-mail before resending the confirmation code', async () => {
    const server = stubServer({});
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), 'student@');
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));

    const toast = await screen.findByRole('alertdialog', { name: 'Resend Confirmation Code Error' });
    expect(toast.textContent).toContain(accountMessages.resendEmailInvalid);
    expect(document.activeElement).toBe(field('Email Address'));
    expect(server.calls).toEqual([]);
  });

  it('resends the code and goes to /confirm with the username, the message and the answers', async () => {
    const server = stubServer({
      'POST /public/resend-confirm': { body: { message: 'We sent a new code.', username: 'student@example.edu' } },
    });
    const answers = { first_name: 'Ada' };
    const { route } = renderApp({ pathname: '/login', state: { answers } });
    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), 'student@example.edu');
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));

    await waitFor(() => expect(route.location.pathname).toBe('/confirm'));
    expect(route.location.state).toEqual({ username: 'student@example.edu', message: 'We sent a new code.', answers });
    expect(server.callsTo('POST /public/resend-confirm')[0].payload).toEqual({ username: 'student@example.edu' });
    expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain('We sent a new code.');
  });

  it('shows a failed resend as an error toast labelled for the resend', async () => {
    stubServer({ 'POST /public/resend-confirm': { status: 429, body: { message: 'Too many requests.' } } });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), 'student@example.edu');
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    expect((await screen.findByRole('alertdialog', { name: 'Resend Confirmation Code Error' })).textContent).toContain(
      'Too many requests.',
    );
  });

  it('passes the answers on to sign-up through the footer link', async () => {
    const answers = { first_name: 'Ada' };
    const { route } = renderApp({ pathname: '/login', state: { answers } });
    await userEvent.click(await screen.findByRole('link', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Create an Account' });
    expect(route.location.state).toEqual({ answers });
  });
});
