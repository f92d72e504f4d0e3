// The Create an Account screen: e-mail and password policy messages at their boundaries, the live checklist, and the way to /confirm.
import { accountMessages } from '@transfer/form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/app';
import { stubServer } from '../test/fetch';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(await screen.findByLabelText('Email Address', { selector: 'input' }), email);
  if (password) {
    await userEvent.click(field('Password'));
    await userEvent.paste(password);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupScreen', () => {
  it('shows the card, its fields with autocomplete, and the way back to sign in', async () => {
    renderApp('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an Account' })).toBeTruthy();
    expect(field('Email Address').getAttribute('autocomplete')).toBe('email');
    expect(field('Password').getAttribute('autocomplete')).toBe('new-password');
    const footer = screen.getByText('Already have an account?');
    expect(within(footer).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it.each([
    ['11 characters', 'Abcdefgh1!x', accountMessages.passwordTooWeak],
    ['12 characters', 'Abcdefgh1!xy', null],
    ['no uppercase letter', 'abcdefgh1!xy', accountMessages.passwordTooWeak],
    ['no lowercase letter', 'ABCDEFGH1!XY', accountMessages.passwordTooWeak],
    ['no number', 'Abcdefghi!xy', accountMessages.passwordTooWeak],
    ['no special character', 'Abcdefgh12xy', accountMessages.passwordTooWeak],
    ['a leading space', ' Abcdefgh1!xy', accountMessages.passwordTooWeak],
    ['a trailing space', 'Abcdefgh1!xy ', accountMessages.passwordTooWeak],
    ['nothing', '', accountMessages.passwordRequired],
  ])('with %s the password gets %j', async (_case, password, message) => {
    const server = stubServer({ 'POST /public/signup': { body: { message: 'Check your e-mail.', username: 'a@b.edu' } } });
    renderApp('/signup');
    await fillIn('student@example.edu', password);
    await submit();
    if (message) {
      expect(screen.getByText(message)).toBeTruthy();
      expect(document.activeElement).toBe(field('Password'));
      expect(server.calls).toEqual([]);
    } else {
      await waitFor(() => expect(server.callsTo('POST /public/signup')).toHaveLength(1));
    }
  });

  it('refuses an invalid e-mail address with the sign-up message and focuses it first', async () => {
    stubServer({});
    renderApp('/signup');
    await fillIn('student@example', '');
    await submit();
    expect(screen.getByText(accountMessages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(accountMessages.passwordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field('Email Address'));
  });

  it('updates the checklist live, naming each requirement met or not met', async () => {
    renderApp('/signup');
    await screen.findByRole('heading', { name: 'Create an Account' });
    const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items()).toEqual([
      'At least 12 characters: not met',
      'An uppercase letter: not met',
      'A lowercase letter: not met',
      'A number: not met',
      'A special character: not met',
      'No spaces at the beginning or end: not met',
    ]);
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite');
    expect(field('Password').getAttribute('aria-describedby')).toContain(screen.getByText('Your password must have:').parentElement!.id);

    await userEvent.type(field('Password'), 'a1');
    expect(items()).toEqual([
      'At least 12 characters: not met',
      'An uppercase letter: not met',
      'A lowercase letter: met',
      'A number: met',
      'A special character: not met',
      'No spaces at the beginning or end: met',
    ]);
  });

  it('shows the errors only after submit, then updates them while typing', async () => {
    stubServer({});
    renderApp('/signup');
    await fillIn('student@example.edu', 'Abcdefgh1!x');
    expect(screen.queryByText(accountMessages.passwordTooWeak)).toBeNull();
    await submit();
    expect(screen.getByText(accountMessages.passwordTooWeak)).toBeTruthy();
    await userEvent.type(field('Password'), 'y');
    expect(screen.queryByText(accountMessages.passwordTooWeak)).toBeNull();
  });

  it('creates the account and goes to /confirm with the username, the message and the carried answers', async () => {
    const server = stubServer({
      'POST /public/signup': { body: { message: 'We sent a code to your e-mail.', username: 'student@example.edu' } },
    });
    const answers = { first_name: 'Ada' };
    const { route } = renderApp({ pathname: '/signup', state: { answers } });
    await fillIn('student@example.edu', 'Abcdefgh1!xy');
    await submit();

    await waitFor(() => expect(route.location.pathname).toBe('/confirm'));
    expect(route.location.state).toEqual({
      username: 'student@example.edu',
      message: 'We sent a code to your e-mail.',
      answers,
    });
    expect(server.callsTo('POST /public/signup')[0].payload).toEqual({
      username: 'student@example.edu',
      password: 'Abcdefgh1!xy',
    });
    expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain('We sent a code to your e-mail.');
    expect(screen.getByText(/student@example\.edu/)).toBeTruthy();
  });

  it('shows a refused sign-up as a card error toast and the field problem under its field', async () => {
    stubServer({
      'POST /public/signup': {
        status: 400,
        body: { message: 'Please check your details.', errors: { username: 'An account with this email already exists.' } },
      },
    });
    renderApp('/signup');
    await fillIn('student@example.edu', 'Abcdefgh1!xy');
    await submit();

    expect((await screen.findByRole('alertdialog', { name: 'Signup Card Error' })).textContent).toContain('Please check your details.');
    const problem = screen.getByText('An account with this email already exists.');
    expect(field('Email Address').getAttribute('aria-describedby')).toContain(problem.id);
    expect(document.activeElement).toBe(field('Email Address'));
    await userEvent.type(field('Email Address'), 'x');
    expect(screen.queryByText('An account with this email already exists.')).toBeNull();
  });
});
