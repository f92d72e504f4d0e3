// The form pages' logic: a visitor's local answers and the way to /signup, a student's saves of changed keys only, the routing rules, the welcome banner, the save failure dialog, and a student's documents loading with the page.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../relay/environment';
import { applicationId, stubApplicationServer, type ApplicationFixture } from '../test/application-server';
import { renderApp } from '../test/app';
import { clearCookies } from '../test/fetch';
import { validApplication } from '../../../form/src/testing/valid-application';
import { readVisitorAnswers, writeVisitorAnswers } from '../session/visitor-answers';
import { idleSaveDelay } from './drafts';
import { restoreQuestion } from './RestoreLink';

function renderPage(path: string, fixture: ApplicationFixture = {}, overrides = {}) {
  const server = stubApplicationServer(fixture, overrides);
  const app = renderApp(path, { createEnvironment: createRelayEnvironment });
  return { ...server, ...app };
}

/** The element of the question with answer key `key`, once its widget has loaded. */
function field(key: string): Promise<HTMLInputElement> {
  return waitFor(() => {
    const element = document.getElementById(key);
    if (!element) throw new Error(`no element #${key} yet`);
    return element as HTMLInputElement;
  });
}

async function pageTitled(title: string) {
  return screen.findByRole('heading', { level: 1, name: title });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe('a visitor', () => {
  it('keeps what they type in this browser as they type, and finds it there after a reload', async () => {
    const first = renderPage('/about', { signedIn: false });
    await userEvent.type(await field('first_name'), 'Ada');
    expect(readVisitorAnswers()).toMatchObject({ first_name: 'Ada' });
    first.unmount();

    renderPage('/about', { signedIn: false });
    expect((await field('first_name')).value).toBe('Ada');
  });

  it('goes to /signup with their answers from a navigation button or a step once they have answered anything', async () => {
    writeVisitorAnswers({ first_name: 'Ada' });
    const { route, calls } = renderPage('/about', { signedIn: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and Continue' }));
    await pageTitled('Create an Account');
    expect(route.location.state).toEqual({ answers: { first_name: 'Ada' } });
    expect(calls('applicationMutationsSaveAnswersMutation')).toEqual([]);
  });

  it('moves between pages while nothing is answered, the step bar replacing the history entry', async () => {
    const { route } = renderPage('/about', { signedIn: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and Continue' }));
    await pageTitled('Your Education');
    expect(route.historyAction).toBe('PUSH');
    await userEvent.click(screen.getByRole('link', { name: 'Step 3: Submit' }));
    await pageTitled('Submit');
    expect(route.historyAction).toBe('REPLACE');
    // The visitor's welcome stays after a page change.
    expect(screen.getByRole('region', { name: /Welcome to the/ })).toBeTruthy();
  });

  it('is sent to /signup by Submit', async () => {
    renderPage('/final-steps', { signedIn: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await pageTitled('Create an Account');
  });
});

describe('a signed-in student', () => {
  it('keeps showing what they typed and chose as it is saved after a pause, the summary as it was', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = renderPage('/about', { webStatus: 'validating', answers: { first_name: 'Ada' } });
    const summary = await screen.findByRole('region', { name: "We're missing some information!" });
    const lastName = await field('last_name');
    await user.type(lastName, 'Lovelace');
    expect(within(summary).queryByRole('link', { name: 'Please enter your last name.' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(idleSaveDelay));
    await waitFor(() =>
      expect(calls('applicationMutationsSaveAnswersMutation')).toEqual([{ answers: { last_name: 'Lovelace' }, page: 'about' }]),
    );
    // The save's answer has come back: the drafts are empty, the server's answers shown.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(lastName.value).toBe('Lovelace');
    expect(within(summary).queryByRole('link', { name: 'Please enter your last name.' })).toBeNull();
    vi.useRealTimers();
  });

  it('saves only the keys changed, of this page, when moving on, then goes to the target route', async () => {
    const { route, calls } = renderPage('/about', { answers: { first_name: 'Ada', last_name: 'Lovelace' } });
    const lastName = await field('last_name');
    await waitFor(() => expect(lastName.value).toBe('Lovelace'));
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Byron');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));

    await pageTitled('Your Education');
    expect(route.historyAction).toBe('PUSH');
    expect(calls('applicationMutationsSaveAnswersMutation')).toEqual([{ answers: { last_name: 'Byron' }, page: 'about' }]);
    expect(calls('applicationMutationsSaveValidationsMutation')).toEqual([]);
  });

  it('saves through the step bar too, replacing the history entry, and sends nothing when nothing changed', async () => {
    const { route, calls } = renderPage('/education');
    await userEvent.click(await screen.findByRole('link', { name: 'Step 1: Your Information' }));
    await pageTitled('Your Information');
    expect(route.historyAction).toBe('REPLACE');
    expect(calls('applicationMutationsSaveAnswersMutation')).toEqual([]);
  });

  it('also saves validations when moving on while validating', async () => {
    const { calls } = renderPage('/final-steps', { webStatus: 'validating' });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await pageTitled('Your Education');
    const [report] = calls('applicationMutationsSaveValidationsMutation');
    expect(report.errors).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'first_name', page: 'about' })]));
  });

  it('shows a failed save in the Unexpected Error dialog and keeps the edits and the page', async () => {
    const failing = {
      applicationMutationsSaveAnswersMutation: () => {
        throw { status: 500, body: { message: 'The database is unavailable.' } };
      },
    };
    const { route } = renderPage('/about', {}, failing);
    await userEvent.type(await field('first_name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Unexpected Error' });
    expect(dialog.textContent).toContain('The database is unavailable.');
    expect(route.location.pathname).toBe('/about');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((document.getElementById('first_name') as HTMLInputElement).value).toBe('Ada');
    expect(screen.getByRole('button', { name: 'Save and Continue' })).toBeTruthy();
  });

  it('sets a null status to started once, and saves the page it is on as the last page while started', async () => {
    const { calls, state } = renderPage('/about', { webStatus: null });
    await pageTitled('Your Information');
    await waitFor(() => expect(calls('applicationMutationsSetLastPageMutation')).toEqual([{ lastPage: '/about' }]));
    expect(calls('applicationMutationsSetWebStatusMutation')).toEqual([{ webStatus: 'started' }]);
    expect(state.webStatus).toBe('started');
  });

  it('tries the started status three times in all', async () => {
    const failing = {
      applicationMutationsSetWebStatusMutation: () => {
        throw { status: 503, body: { message: 'Busy.' } };
      },
    };
    const { calls } = renderPage('/about', { webStatus: null }, failing);
    await pageTitled('Your Information');
    await waitFor(() => expect(calls('applicationMutationsSetWebStatusMutation')).toHaveLength(3));
  });
});

describe('the routing rules', () => {
  it('sends a submitted student from any form page to /completion', async () => {
    const { route } = renderPage('/education', { webStatus: 'submitted' });
    expect(await screen.findByText('Your application was successfully submitted.')).toBeTruthy();
    expect(route.location.pathname).toBe('/completion');
  });

  it('sends /completion without a submitted application to the default route', async () => {
    const { route } = renderPage('/completion', { webStatus: 'started' });
    await pageTitled('Your Information');
    expect(route.location.pathname).toBe('/about');
  });

  it('returns to the saved last page once per load, and not after that', async () => {
    const { route, calls } = renderPage('/about', { lastPage: '/final-steps' });
    await pageTitled('Submit');
    expect(route.location.pathname).toBe('/final-steps');
    expect(calls('applicationMutationsSetLastPageMutation')).toEqual([]);

    await act(async () => route.navigate('/about'));
    await pageTitled('Your Information');
    await waitFor(() => expect(calls('applicationMutationsSetLastPageMutation')).toEqual([{ lastPage: '/about' }]));
    expect(route.location.pathname).toBe('/about');
  });

  it('does not leave a page reached through a link to one of its fields', async () => {
    const { route } = renderPage('/about#last_name', { lastPage: '/final-steps' });
    await pageTitled('Your Information');
    await waitFor(() => expect(document.activeElement?.id).toBe('last_name'));
    expect(route.location.pathname).toBe('/about');
  });
});

describe('the welcome banner', () => {
  it('congratulates a first login until the first page change', async () => {
    renderPage('/about', { numLogins: 1 });
    expect(await screen.findByRole('heading', { name: 'Congratulations on creating your account!' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await pageTitled('Your Education');
    expect(screen.queryByRole('region', { name: /Congratulations/ })).toBeNull();
  });

  it('reminds a returning student, and is hidden while validating', async () => {
    const first = renderPage('/about', { numLogins: 3 });
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeTruthy();
    first.unmount();
    vi.unstubAllGlobals();

    renderPage('/about', { numLogins: 3, webStatus: 'validating' });
    await pageTitled('Your Information');
    expect(screen.queryByRole('heading', { name: 'Welcome back!' })).toBeNull();
  });
});

describe('visitor answers restored from ?token=', () => {
  it('go into the visitor answers, and the token leaves the address', async () => {
    const { route } = renderPage(
      '/about?token=abc&x=1',
      { signedIn: false },
      {
        restoreLinksQuery: ({ token }: Record<string, unknown>) => ({ restoreLinkAnswers: token === 'abc' ? { first_name: 'Ada' } : {} }),
      },
    );
    await waitFor(() => expect(readVisitorAnswers()).toEqual({ first_name: 'Ada' }));
    expect((await field('first_name')).value).toBe('Ada');
    expect(route.location.search).toBe('?x=1');
    expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain('Your saved answers have been restored.');
  });

  it('ask a signed-in student first, naming how many answers would change, and change nothing without a yes', async () => {
    const { calls } = renderPage(
      '/about?token=abc',
      { answers: { first_name: 'Grace' } },
      {
        restoreLinksChangesQuery: () => ({ restoreLinkChanges: 2 }),
      },
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore saved answers?' });
    expect(dialog.textContent).toContain(restoreQuestion(2));
    await userEvent.click(screen.getByRole('button', { name: 'No, keep my answers' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Restore saved answers?' })).toBeNull());
    expect((await field('first_name')).value).toBe('Grace');
    expect(calls('restoreLinksApplyMutation')).toEqual([]);
    expect(calls('applicationMutationsSaveAnswersMutation')).toEqual([]);
  });

  it('apply the link on the server once a signed-in student says yes, and show what it restored', async () => {
    const { state, calls } = renderPage(
      '/about?token=abc',
      { answers: { first_name: 'Grace' } },
      {
        restoreLinksChangesQuery: () => ({ restoreLinkChanges: 1 }),
        restoreLinksApplyMutation: () => {
          state.answers.first_name = 'Ada';
          return { applyRestoreLink: { application: { id: applicationId, about: { first_name: 'Ada' }, education: {}, finalSteps: {} } } };
        },
      },
    );
    await screen.findByRole('alertdialog', { name: 'Restore saved answers?' });
    await userEvent.click(screen.getByRole('button', { name: 'Yes, replace them' }));
    await waitFor(async () => expect((await field('first_name')).value).toBe('Ada'));
    expect(calls('restoreLinksApplyMutation')).toEqual([{ token: 'abc' }]);
  });
});

describe('the validation error summary', () => {
  const missingLastName = { first_name: 'Ada' };

  it("shows every page's errors while validating, takes focus, and prefixes the title with Error:", async () => {
    renderPage('/about', { webStatus: 'validating', answers: missingLastName });
    const summary = await screen.findByRole('region', { name: "We're missing some information!" });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    await waitFor(() => expect(document.title).toMatch(/^Error: Your Information \| /));

    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/about#last_name', '/education#college_name', '/final-steps#conviction']),
    );
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/about#first_name');
    expect(within(summary).getByRole('heading', { name: 'Step 2: Your Education' })).toBeTruthy();
    // Each field shows its own message, tied to it.
    const lastName = await field('last_name');
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(lastName.getAttribute('aria-describedby')!.split(' ')[0])?.textContent).toBe(
      'Please enter your last name.',
    );
  });

  it('moves focus to a field of this page from its link, and drops the error as the student types', async () => {
    renderPage('/about', { webStatus: 'validating', answers: missingLastName });
    const summary = await screen.findByRole('region', { name: "We're missing some information!" });
    await userEvent.click(within(summary).getByRole('link', { name: 'Please enter your last name.' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('last_name'));
    await userEvent.type(document.activeElement!, 'Lovelace');
    expect(within(summary).queryByRole('link', { name: 'Please enter your last name.' })).toBeNull();
  });

  it('takes the student to a field on another page', async () => {
    const { route } = renderPage('/about', { webStatus: 'validating', answers: missingLastName });
    const summary = await screen.findByRole('region', { name: "We're missing some information!" });
    await userEvent.click(within(summary).getByRole('link', { name: 'Please enter the name of the college you attended.' }));
    await pageTitled('Your Education');
    await waitFor(() => expect(document.activeElement?.id).toBe('college_name'));
    expect(route.location).toMatchObject({ pathname: '/education', hash: '#college_name' });
  });

  it('is not shown while started, nor while validating without errors', async () => {
    const first = renderPage('/about', { webStatus: 'started', answers: missingLastName });
    await field('last_name');
    expect(screen.queryByRole('region', { name: "We're missing some information!" })).toBeNull();
    expect(document.title).not.toMatch(/^Error:/);
    first.unmount();
    vi.unstubAllGlobals();

    renderPage('/about', { webStatus: 'validating', answers: validApplication });
    await field('last_name');
    expect(screen.queryByRole('region', { name: "We're missing some information!" })).toBeNull();
  });
});

describe('Submit', () => {
  it('with information missing: saves, moves to validating, posts the errors and shows them on the default route', async () => {
    const { route, calls, state } = renderPage('/final-steps', { answers: { first_name: 'Ada' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await pageTitled('Your Information');
    expect(route.location.pathname).toBe('/about');
    const summary = await screen.findByRole('region', { name: "We're missing some information!" });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(state.webStatus).toBe('validating');
    expect(calls('applicationMutationsSetWebStatusMutation')).toEqual([{ webStatus: 'validating' }]);
    expect(calls('applicationMutationsSaveValidationsMutation')[0].errors).toEqual(
      expect.arrayContaining([{ key: 'last_name', page: 'about', message: 'Please enter your last name.' }]),
    );
    expect(calls('applicationMutationsSubmitMutation')).toEqual([]);
  });

  it('with nothing missing: submits, posts submitted and lands on /completion', async () => {
    const { route, calls, state } = renderPage('/final-steps', { webStatus: 'validating', answers: validApplication });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your application was successfully submitted.')).toBeTruthy();
    expect(route.location.pathname).toBe('/completion');
    expect(calls('applicationMutationsSubmitMutation')).toHaveLength(1);
    expect(calls('applicationMutationsSaveValidationsMutation')).toEqual([{ errors: [] }]);
    await waitFor(() => expect(calls('applicationMutationsSetWebStatusMutation')).toEqual([{ webStatus: 'submitted' }]));
    expect(state.webStatus).toBe('submitted');
  });

  it('shows a refused submission in the Unexpected Error dialog', async () => {
    const refusing = {
      applicationMutationsSubmitMutation: () => {
        throw { body: { data: null, errors: [{ message: 'Your application is missing some information.' }] } };
      },
    };
    renderPage('/final-steps', { webStatus: 'validating', answers: validApplication }, refusing);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unexpected Error' });
    expect(dialog.textContent).toContain('Your application is missing some information.');
  });
});

describe('add-another and tabs', () => {
  it("persist a student's choices, and say so when they fail", async () => {
    const { calls } = renderPage(
      '/education',
      {},
      {
        applicationMutationsSetTabMutation: () => {
          throw { status: 500, body: { message: 'No.' } };
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: /Add another college/ }));
    await screen.findByRole('heading', { name: 'College 2' });
    expect(calls('applicationMutationsSetAddAnotherMutation')).toEqual([{ buttonId: 'college', numComponents: 2 }]);

    await userEvent.click(screen.getByRole('tab', { name: 'Send it later' }));
    expect((await screen.findByRole('alertdialog', { name: 'Error' })).textContent).toContain('Error handling tabs for transcript');
    expect(calls('applicationMutationsSetTabMutation')).toEqual([{ tabId: 'transcript', chosenTab: 'later', page: 'education' }]);
  });

  it("keep a visitor's add-another count in this browser", async () => {
    const first = renderPage('/education', { signedIn: false });
    await userEvent.click(await screen.findByRole('button', { name: /Add another college/ }));
    await screen.findByRole('heading', { name: 'College 2' });
    first.unmount();
    renderPage('/education', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'College 2' })).toBeTruthy();
  });
});

describe('documents', () => {
  it("load with a student's page, so the uploaded file shows after a reload", async () => {
    renderPage('/education', {
      documents: [{ answerKey: 'college_transcript', fileName: 'transcript.png', fileSize: 52_000, status: 'COMPLETED' }],
    });
    expect(await screen.findByText('transcript.png')).toBeTruthy();
    expect(screen.getByText(/\(51 KB\)/)).toBeTruthy();
    expect((await field('college_transcript')).textContent).toBe('Delete');
  });

  it("are not asked for on a visitor's page, whose upload question carries its key too", async () => {
    const { calls } = renderPage('/education', { signedIn: false });
    expect(await screen.findByText('This question can be finished once you have created an account.')).toBeTruthy();
    expect((await field('college_transcript')).getAttribute('role')).toBe('group');
    expect(calls('documentAnswersQuery')).toEqual([]);
  });
});
