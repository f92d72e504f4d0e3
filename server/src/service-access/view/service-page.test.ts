// The read-only view's page, as Chromium shows it: every page of the application as text — [X] and [ ] for choices, no
// control at all, no chrome, the chosen tab alone, the instances opened — who and which application, and a refusal.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { serviceTokenRefusedMessage, type Answers } from '@transfer/form';
import { validApplication } from '../../../../form/src/testing/valid-application';
import { Chromium } from '../../chromium';
import { loadConfig } from '../../config';
import { refusedPage, serviceViewPage, type ReadOnlyApplication } from './ServicePage';

const chromium = new Chromium(loadConfig({}).chromiumPath);
afterAll(() => chromium.close());

const partner = { name: 'Lakemont State University', applicationTitle: 'Transfer Application', timeZone: 'America/Chicago' };

interface Case {
  answers?: Answers;
  addAnother?: Record<string, number>;
  tabs?: Record<string, string>;
  documents?: ReadOnlyApplication['documents'];
  submittedAt?: Date | null;
}

/** The view's page of Maria's application 100042, submitted on 24 November 2026 unless the case says otherwise. */
const viewOf = ({ answers = {}, addAnother, tabs, documents = {}, submittedAt = new Date('2026-11-24T15:26:00Z') }: Case) =>
  serviceViewPage(
    { state: { answers, addAnother, tabs }, documents, username: 'Maria.Lopez@example.com', number: 100042, submittedAt },
    partner,
  );

/** `html` shown in a page of Chromium (no script runs there), for `look` to read. */
function shown<T>(html: string, look: (page: Page) => Promise<T>): Promise<T> {
  return chromium.withKeptPage(async (page) => {
    await page.setContent(html);
    return look(page);
  });
}

/** The answer shown for the question labelled `label` (the first one so labelled). */
const answerOf = (page: Page, label: string) =>
  page.locator('dt').filter({ hasText: label }).first().locator('xpath=following-sibling::dd[1]').innerText();

describe('the read-only view', () => {
  it('shows every page of the form in turn as text, with no control, step bar, account control or footer', async () => {
    const html = viewOf({
      answers: { ...validApplication, conviction: 'Y', conviction_comment: 'A parking fine, 2021.', legal_agree: true },
    });
    expect(html).not.toMatch(/<script|<link|<img|src=/i);
    await shown(html, async (page) => {
      expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Your Information', 'Your Education', 'Submit']);
      expect(await page.locator('input, button, select, textarea, [role="button"], [contenteditable]').count()).toBe(0);
      expect(await page.getByRole('navigation').count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);

      // Radios and checkboxes as [X] and [ ]; selects by their _desc label.
      const conviction = page.locator('dt', { hasText: /^Have you ever been convicted/ }).locator('xpath=following-sibling::dd[1]');
      expect(await conviction.locator('li').allInnerTexts()).toEqual(['[X] Yes', '[ ] No']);
      expect(await answerOf(page, 'Please explain the circumstances.')).toBe('A parking fine, 2021.');
      expect(
        await page
          .locator('dt', { hasText: /^I certify that/ })
          .locator('xpath=following-sibling::dd[1]')
          .innerText(),
      ).toBe('[X]');
      expect(await page.getByRole('img', { name: 'Selected', exact: true }).count()).toBeGreaterThan(3);
      expect(await answerOf(page, 'Where do you plan to live?')).toBe(validApplication.housing_plans_desc);
      expect(await answerOf(page, 'Date of Birth')).toBe('04/17/2003');

      // Who and which application: the name, the number and the date and time of submission in the university's zone.
      expect(await page.title()).toBe('Maria Lopez | Transfer Application');
      expect(await answerOf(page, 'Applicant')).toBe('Maria Lopez');
      expect(await answerOf(page, 'Application number')).toBe('100042');
      expect(await answerOf(page, 'Submitted')).toBe('November 24, 2026 at 9:26 AM CST');
      expect(await answerOf(page, 'Account e-mail')).toBe('maria.lopez@example.com');
    });
  });

  it('shows what a student typed as text, markup and all', async () => {
    const typed = '<script>window.hacked = true</script><b>bold</b>';
    await shown(viewOf({ answers: { first_name: typed, preferred_name: typed } }), async (page) => {
      expect(await answerOf(page, 'Preferred First Name')).toBe(typed);
      expect(await page.locator('script, b').count()).toBe(0);
    });
  });

  it('shows each add-another instance the student opened, and no more', async () => {
    const html = viewOf({
      answers: {
        college_name: 'Portland Community College',
        college_2_name: 'Mt. Hood Community College',
        employment: 'Barista, Riverside Coffee',
        employment_2: 'never shown',
      },
      addAnother: { college: 2 },
      submittedAt: null,
    });
    await shown(html, async (page) => {
      expect(await page.getByRole('heading', { level: 3, name: 'College 1' }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 3, name: 'College 2' }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'College 3' }).count()).toBe(0);
      // The school is the instance's: no heading of its own repeats 'College', and its name is labelled as a name.
      expect(await page.getByRole('heading', { name: /College or University/ }).count()).toBe(0);
      expect(await answerOf(page, 'Name of College or University')).toBe('Portland Community College');
      expect(await page.getByText('Mt. Hood Community College').count()).toBe(1);
      expect(await page.getByText('Search for Your School').count()).toBe(0);
      // No job was added: the first one shows, as in the form.
      expect(await page.getByRole('heading', { name: 'Job 1' }).count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Job 2' }).count()).toBe(0);
      expect(await page.getByText('never shown').count()).toBe(0);
      // Not submitted yet: no date of submission.
      expect(await page.locator('dt', { hasText: 'Submitted' }).count()).toBe(0);
    });
  });

  it('shows only the chosen tab of a tab group, and a document by its file name and size', async () => {
    await shown(viewOf({ tabs: { transcript: 'later' } }), async (page) => {
      expect(await answerOf(page, 'Unofficial Transcript')).toBe('Send it later');
      expect(await page.getByText('Upload a transcript').count()).toBe(0);
      expect(await page.getByText('Unofficial transcript from your most recent college').count()).toBe(0);
    });
    const documents = { college_transcript: { file_name: 'transcript.pdf', file_size: 12_700 } };
    await shown(viewOf({ documents }), async (page) => {
      expect(await answerOf(page, 'Unofficial Transcript')).toBe('Upload a transcript');
      expect(await answerOf(page, 'Unofficial transcript from your most recent college')).toBe('transcript.pdf (12 KB)');
    });
  });

  it('says once that a section or block left empty is not answered, and applies the form’s conditions', async () => {
    await shown(viewOf({ answers: { first_name: 'Maria', conviction: 'N', conviction_comment: 'left over' } }), async (page) => {
      const enrollment = page.getByRole('region', { name: 'Enrollment' });
      expect(await enrollment.getByText('Not answered').count()).toBe(1);
      expect(await enrollment.getByRole('term').count()).toBe(0);
      const personal = page.getByRole('region', { name: 'Personal Information' });
      expect(await personal.getByText('Not answered').count()).toBe(0);
      expect(await answerOf(page, 'First/Given Name')).toBe('Maria');
      expect(await page.getByText('Please explain the circumstances.').count()).toBe(0);
      expect(await page.getByText('left over').count()).toBe(0);
    });
  });

  it('shows staff the SSN whole, and the student’s own copy its last four digits only', async () => {
    const state = { answers: { ssn: '123-45-6789', hs_name: 'Central High' } };
    const page = (ssn: 'whole' | 'masked') =>
      serviceViewPage({ state, documents: {}, username: 'm@example.com', number: 1, submittedAt: null }, partner, ssn);
    await shown(page('whole'), async (view) => {
      expect(await answerOf(view, 'Social Security Number (optional)')).toBe('123-45-6789');
      // The high school's section heads it: no 'High School' heading repeats inside it.
      expect(await view.getByRole('heading', { name: 'High School', exact: true }).count()).toBe(1);
      expect(await answerOf(view, 'Name of High School')).toBe('Central High');
    });
    await shown(page('masked'), async (view) => {
      expect(await answerOf(view, 'Social Security Number (optional)')).toBe('***-**-6789');
      expect(await view.getByText('123-45').count()).toBe(0);
    });
  });

  it('says a refused link is refused, and shows no application', async () => {
    await shown(refusedPage(serviceTokenRefusedMessage), async (page) => {
      expect(await page.getByRole('alert').innerText()).toContain(serviceTokenRefusedMessage);
      expect(await page.locator('input, button, select, textarea, dl').count()).toBe(0);
    });
  });
});
