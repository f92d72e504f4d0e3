// The service view: every page of a student's application read-only through a service token — [X] and [ ] for choices, no control at all, no chrome, the chosen tab alone, the instances opened — and a refused token's message.
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validApplication } from '../../../form/src/testing/valid-application';
import { createRelayEnvironment } from '../relay/environment';
import { renderApp } from '../test/app';
import { stubApplicationServer, type ApplicationFixture } from '../test/application-server';
import { clearCookies, type Handler } from '../test/fetch';
import { preloadServiceApplication, serviceApplicationFor } from './service-application';
import { serviceTokenRefusedMessage } from './ServiceView';

const token = 's3rv1ce';
const tmpPdf = `GET /service/tmp-pdf?service_token=${token}`;

interface ServiceFixture {
  answer?: ApplicationFixture['answers'];
  add_another?: Record<string, number>;
  tabs?: Record<string, string>;
  document_answer?: Record<string, { file_name: string; file_size: number; status: string }>;
}

function renderServiceView(application: ServiceFixture | Handler, entry = `/about?service_token=${token}`) {
  const handler: Handler =
    typeof application === 'function' || 'status' in application
      ? (application as Handler)
      : { body: { username: 'Maria.Lopez@example.com', answer: {}, add_another: {}, tabs: {}, document_answer: {}, ...application } };
  const server = stubApplicationServer({}, {}, { [tmpPdf]: handler });
  const rendered = renderApp(entry, { createEnvironment: createRelayEnvironment });
  return { ...server, ...rendered };
}

async function ready(): Promise<HTMLElement> {
  const main = await screen.findByRole('main');
  await waitFor(() => expect(main.getAttribute('data-service-ready')).toBe('true'));
  return main;
}

/** The answer shown for the question labelled `label` (the first one so labelled). */
function answerOf(label: string): string {
  const term = screen.getAllByText(label, { selector: 'dt' })[0];
  return term.nextElementSibling?.textContent ?? '';
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe('the service view', () => {
  it('shows every page of the form in turn as text, with no control, step bar, account control or footer', async () => {
    const { operationNames, server, container } = renderServiceView({
      answer: { ...validApplication, conviction: 'Y', conviction_comment: 'A parking fine, 2021.', legal_agree: true },
    });
    const main = await ready();

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Your Information',
      'Your Education',
      'Submit',
    ]);
    expect(container.querySelectorAll('input, button, select, textarea, [role="button"], [contenteditable]')).toHaveLength(0);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByText('Account')).toBeNull();

    // Radios and checkboxes as [X] and [ ]; selects by their _desc label.
    const conviction = screen.getByText(/^Have you ever been convicted/, { selector: 'dt' }).nextElementSibling!;
    expect([...conviction.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['[X] Yes', '[ ] No']);
    expect(answerOf('Please explain the circumstances.')).toBe('A parking fine, 2021.');
    expect(answerOf(screen.getByText(/^I certify that/).textContent!)).toBe('[X]');
    expect(within(main).getAllByRole('img', { name: 'Selected' }).length).toBeGreaterThan(3);
    expect(answerOf('Where do you plan to live?')).toBe(validApplication.housing_plans_desc);
    expect(answerOf('Date of Birth')).toBe('04/17/2003');
    expect(screen.getByText('Maria Lopez')).toBeTruthy();

    // One application read through its token, and no student session touched: no profile, no timer, no saves.
    expect(operationNames()).toEqual(['serviceApplicationPartnerQuery']);
    expect(server.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([tmpPdf, 'POST /graphql']);
  });

  it('shows what a student typed as text, markup and all', async () => {
    const typed = '<script>window.hacked = true</script><b>bold</b>';
    const { container } = renderServiceView({ answer: { first_name: typed, preferred_name: typed } });
    await ready();
    expect(answerOf('Preferred First Name')).toBe(typed);
    expect(container.querySelector('script, b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows each add-another instance the student opened, and no more', async () => {
    renderServiceView({
      answer: {
        college_name: 'Portland Community College',
        college_2_name: 'Mt. Hood Community College',
        employment: 'Barista, Riverside Coffee',
        employment_2: 'never shown',
      },
      add_another: { college: 2 },
    });
    await ready();
    expect(screen.getByRole('heading', { level: 3, name: 'College 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'College 2' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'College 3' })).toBeNull();
    // The school block inside an instance is headed one level down.
    expect(screen.getByRole('heading', { level: 4, name: 'College or University 2' })).toBeTruthy();
    expect(screen.getByText('Mt. Hood Community College')).toBeTruthy();
    // No job was added: the first one shows, as in the form.
    expect(screen.getByRole('heading', { name: 'Job 1' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Job 2' })).toBeNull();
    expect(screen.queryByText('never shown')).toBeNull();
  });

  it('shows only the chosen tab of a tab group, and the default tab without a choice', async () => {
    renderServiceView({ tabs: { transcript: 'later' } });
    await ready();
    expect(answerOf('Unofficial Transcript')).toBe('Send it later');
    expect(screen.queryByText('Upload a transcript')).toBeNull();
    expect(screen.queryByText('Unofficial transcript from your most recent college')).toBeNull();
  });

  it('shows a document by its file name', async () => {
    renderServiceView({
      document_answer: { college_transcript: { file_name: 'transcript.pdf', file_size: 12_700, status: 'COMPLETED' } },
    });
    await ready();
    expect(answerOf('Unofficial Transcript')).toBe('Upload a transcript');
    expect(answerOf('Unofficial transcript from your most recent college')).toBe('transcript.pdf (12 KB)');
  });

  it('says once that a section or block left empty is not answered, rather than a dash for each question', async () => {
    renderServiceView({ answer: { first_name: 'Maria' } });
    await ready();
    const enrollment = screen.getByRole('region', { name: 'Enrollment' });
    expect(within(enrollment).getByText('Not answered')).toBeTruthy();
    expect(within(enrollment).queryByRole('term')).toBeNull();
    const personal = screen.getByRole('region', { name: 'Personal Information' });
    expect(within(personal).queryByText('Not answered')).toBeNull();
    expect(answerOf('First/Given Name')).toBe('Maria');
  });

  it('applies the form’s conditions: a hidden question does not show', async () => {
    renderServiceView({ answer: { conviction: 'N', conviction_comment: 'left over' } });
    await ready();
    expect(screen.queryByText('Please explain the circumstances.')).toBeNull();
    expect(screen.queryByText('left over')).toBeNull();
  });

  it.each([
    ['a wrong or expired token', `/about?service_token=${token}`],
    ['an empty token', '/education?service_token='],
  ])('says %s is refused, and shows no form', async (_, entry) => {
    const { container } = renderServiceView({ status: 401, body: { message: 'Invalid service token.' } }, entry);
    expect((await screen.findByRole('alert')).textContent).toContain(serviceTokenRefusedMessage);
    expect(container.querySelectorAll('input, button, select, textarea')).toHaveLength(0);
    expect(screen.getByRole('main').getAttribute('data-service-ready')).toBe('false');
  });

  it('ends with the token’s page: the same tab without the token is the student’s form again', async () => {
    const { route, calls } = renderServiceView({}, `/completion?service_token=${token}`);
    await ready();
    await act(async () => route.navigate('/final-steps'));
    expect(await screen.findByRole('navigation', { name: 'Application steps' })).toBeTruthy();
    expect(calls('FormPageQuery')).toHaveLength(1);
    // The page's widgets, all loading now, are let finish before the test ends.
    expect(await screen.findByRole('checkbox', { name: /^I certify/ })).toBeTruthy();
    expect(await screen.findAllByRole('radio')).not.toHaveLength(0);
  }, 60_000);

  it('takes the read started as the page loads (main.tsx) rather than asking again; another token is read afresh', async () => {
    const other = 'an0ther';
    const server = stubApplicationServer({}, {}, {
      [tmpPdf]: { body: { username: 'maria.lopez@example.com', answer: { first_name: 'Maria' } } },
      [`GET /service/tmp-pdf?service_token=${other}`]: { body: { username: 'ada@example.com', answer: { first_name: 'Ada' } } },
    });
    const environment = createRelayEnvironment();
    preloadServiceApplication(environment, token);
    const [preloaded, again] = await Promise.all([serviceApplicationFor(environment, token), serviceApplicationFor(environment, token)]);
    expect(again).toBe(preloaded);
    expect(preloaded.state.answers.first_name).toBe('Maria');
    expect(server.server.callsTo(tmpPdf)).toHaveLength(1);
    expect((await serviceApplicationFor(environment, other)).state.answers.first_name).toBe('Ada');
    expect((await serviceApplicationFor(createRelayEnvironment(), token)).username).toBe('maria.lopez@example.com');
    expect(server.server.callsTo(tmpPdf)).toHaveLength(2);
  });
});
