// The student's application in Chromium against the built app: a visitor's local answers (Enter in a field going on), a whole application filled in, saved, reloaded and submitted, /completion on a phone after logging in, the error summary, a restore link asked about first, two tabs saving at once, a save as the tab closes, checking the answers before submitting, and removing a college added.
import { request, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { validApplication } from '../../form/src/testing/valid-application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-process';
import { accessibilityViolations } from './axe';
import { launchBrowser, waitForWholeFormPage } from './browser';
import { dropDatabase, dropRedisKeys, throwawayDatabaseUrl, throwawayRedisPrefix } from './databases';
import { CodeCatcher, confirmedStudent, signedInContext as newStudent, studentPassword } from './students';
import { controlsUnderToasts } from './toasts';

const databaseUrl = throwawayDatabaseUrl('e2e_application');
const redisPrefix = throwawayRedisPrefix();
const visitorAnswersKey = 'transfer-application.visitor-answers';
const mail = new CodeCatcher();

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ DATABASE_URL: databaseUrl, REDIS_PREFIX: redisPrefix, SMTP_URL: await mail.start(), WORKERS: 'off' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mail.stop();
  await dropDatabase(databaseUrl);
  await dropRedisKeys(redisPrefix);
});

/** A browser context signed in to a new confirmed account. */
function signedInContext(viewport?: { width: number; height: number }): Promise<BrowserContext> {
  return newStudent(browser, app.url, mail, viewport);
}

async function openPage(context: BrowserContext, path: string, title: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return page;
}

/** Opens the select whose button has id `key` and picks `option` (the first real option when not given). */
async function choose(page: Page, key: string, option?: string) {
  await page.locator(`#${key}`).click();
  const listbox = page.getByRole('listbox');
  if (option) {
    // The open list is virtualized: a far option enters the page once typed to (type-ahead), and Enter chooses it.
    await listbox.waitFor();
    await page.keyboard.type(option);
    await listbox.getByRole('option', { name: option, exact: true }).waitFor();
    await page.keyboard.press('Enter');
  } else {
    await listbox.getByRole('option').nth(1).click();
  }
  await listbox.waitFor({ state: 'detached' });
}

/**
 * The text shown by the select button `key`. Its text content, not innerText: a section out of view is not rendered
 * (content-visibility), and innerText reads nothing there.
 */
async function selected(page: Page, key: string) {
  return (await page.locator(`#${key} .select__value`).textContent()) ?? '';
}

async function goByButton(page: Page, button: string, path: string, title: string) {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(`${app.url}${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** The stored answers, as the server gives them out. */
async function storedAnswers(context: BrowserContext): Promise<Record<string, unknown>> {
  const response = await context.request.get(`${app.url}/api/profile`);
  return ((await response.json()) as { answer: Record<string, unknown> }).answer;
}

describe('the application in the browser', () => {
  it("keeps a visitor's typing in this browser, and sends a visitor with answers to /signup with them on Enter", async () => {
    const context = await browser.newContext();
    try {
      const page = await openPage(context, '/about', 'Your Information');
      await page.locator('#first_name').fill('Ada');
      // Stored once the browser is idle after the keystroke, with the time of the last change, after which (24 hours) it is forgotten.
      const stored = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as unknown, visitorAnswersKey);
      await expect.poll(stored).toMatchObject({ value: { first_name: 'Ada' }, changedAt: expect.any(Number) });

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Your Information' }).waitFor();
      await expect.poll(() => page.locator('#first_name').inputValue()).toBe('Ada');

      // Enter on a choice submits nothing; Enter in a text field presses the page's main button, Save and Continue, as
      // a form's submit button.
      const submits = () => page.evaluate(() => (window as { submits?: number }).submits ?? 0);
      await page
        .locator('main form')
        .evaluate((form) =>
          form.addEventListener(
            'submit',
            () => ((window as { submits?: number }).submits = ((window as { submits?: number }).submits ?? 0) + 1),
          ),
        );
      await page.getByRole('checkbox', { name: /mailing address is the same/ }).press('Enter');
      await page.getByRole('radio').first().press('Enter');
      expect(await submits()).toBe(0);
      await page.locator('#first_name').press('Enter');
      await page.waitForURL(`${app.url}/signup`);
      await page.getByRole('heading', { level: 1, name: 'Create an Account' }).waitFor();
      const carried = await page.evaluate(() => (history.state as { usr?: { answers?: unknown } }).usr?.answers);
      expect(carried).toMatchObject({ first_name: 'Ada' });
    } finally {
      await context.close();
    }
  });

  it('renders no option of a closed select, and opens a long one at its chosen option, by keyboard, click and tap', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const optionElements = (page: Page) => page.evaluate(() => document.querySelectorAll('select, option, [role="option"]').length);
    try {
      const page = await openPage(context, '/about', 'Your Information');
      const country = page.locator('#country');
      await country.waitFor();
      expect(await optionElements(page)).toBe(0);

      // Type-ahead on the closed button chooses a far option without opening the list.
      await country.focus();
      await page.keyboard.type('Cana');
      await expect.poll(() => selected(page, 'country')).toBe('Canada');
      expect(await page.getByRole('listbox').count()).toBe(0);

      for (const open of [() => page.keyboard.press('ArrowDown'), () => country.click()]) {
        await open();
        // Its name ends in the ✓ that widgets.css draws after the chosen option.
        const chosen = page.getByRole('listbox').getByRole('option', { selected: true });
        expect(await chosen.textContent()).toBe('Canada');
        await expect.poll(() => chosen.evaluate((option) => option === document.activeElement)).toBe(true);
        // Shown within the list's scrolled view, not merely focused below it.
        await expect
          .poll(() =>
            chosen.evaluate((option) => {
              const row = option.getBoundingClientRect();
              const list = option.closest('[role="listbox"]')!.getBoundingClientRect();
              return row.top >= list.top && row.bottom <= list.bottom;
            }),
          )
          .toBe(true);
        await page.keyboard.press('Escape');
        await page.getByRole('listbox').waitFor({ state: 'detached' });
        // react-aria gives focus back to the button in the frame after the popover is gone.
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('country');
      }

      // A finger's tap on a select never used opens its whole list, and a tap on an option chooses it.
      await page.locator('#mailing_country').tap();
      const first = page.getByRole('listbox').getByRole('option').first();
      await expect.poll(async () => Number(await first.getAttribute('aria-setsize'))).toBeGreaterThan(200);
      await page.getByRole('listbox').getByRole('option', { name: 'Afghanistan' }).tap();
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      expect(await selected(page, 'mailing_country')).toBe('Afghanistan');
      expect(await optionElements(page)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lets a student fill in all three pages, keeps every answer across a reload, and submits to /completion', async () => {
    const context = await signedInContext();
    try {
      const page = await openPage(context, '/about', 'Your Information');
      await choose(page, 'entry_term');
      await choose(page, 'credits_transfer');
      await choose(page, 'applied_major');
      await page.locator('#first_name').fill('Maria');
      await page.locator('#last_name').fill('Lopez');
      await page.locator('#phone_home').pressSequentially('5035550100');
      await page.locator('#mailing_address_line_1').fill('1845 SW Maple Street');
      await page.locator('#mailing_city').fill('Portland');
      await choose(page, 'mailing_country', 'Mexico');
      await page.locator('#birth_date').pressSequentially('04172003');
      await page.getByRole('radio', { name: 'Female' }).check({ force: true });
      await page.locator('#first_gen').check({ force: true });
      const term = await selected(page, 'entry_term');
      await goByButton(page, 'Save and Continue', '/education', 'Your Education');

      await page.locator('#college_name').fill('Portland Community College');
      await choose(page, 'college_attend_from_month', 'September');
      await choose(page, 'college_attend_to_month', 'June');
      await goByButton(page, 'Save and Continue', '/final-steps', 'Submit');

      const conviction = page.getByRole('radiogroup', { name: /convicted of a misdemeanor/ });
      // By keyboard: the answers' summary above is long, and the sections below it take their real height as they
      // scroll into view (content-visibility), so a click aimed before they settle can land beside the radio.
      await conviction.getByRole('radio', { name: 'No' }).focus();
      await page.keyboard.press('Space');
      await page.locator('#legal_agree').check({ force: true });

      // A reload returns to the last page, with every answer of every page as saved.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Submit' }).waitFor();
      // The page's sections come in after its heading: all of them, before reading what they show.
      await waitForWholeFormPage(page, 'final-steps');
      await expect.poll(() => conviction.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
      expect(await page.locator('#legal_agree').isChecked()).toBe(true);
      await goByButton(page, 'Back', '/education', 'Your Education');
      expect(await page.locator('#college_name').inputValue()).toBe('Portland Community College');
      expect(await selected(page, 'college_attend_from_month')).toBe('September');
      expect(await selected(page, 'college_attend_to_month')).toBe('June');
      await goByButton(page, 'Back', '/about', 'Your Information');
      expect(await selected(page, 'entry_term')).toBe(term);
      expect(await page.locator('#first_name').inputValue()).toBe('Maria');
      expect(await page.locator('#last_name').inputValue()).toBe('Lopez');
      expect(await page.locator('#phone_home').inputValue()).toBe('(503) 555-0100');
      expect(await page.locator('#mailing_city').inputValue()).toBe('Portland');
      expect(await selected(page, 'mailing_country')).toBe('Mexico');
      expect(await page.locator('#birth_date').inputValue()).toBe('04/17/2003');
      expect(await page.getByRole('radio', { name: 'Female' }).isChecked()).toBe(true);
      expect(await storedAnswers(context)).toMatchObject({ first_name: 'Maria', birth_date: '2003-04-17', legal_agree: true });

      await page.getByRole('link', { name: 'Step 3: Submit' }).click();
      await page.getByRole('heading', { level: 1, name: 'Submit' }).waitFor();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page
        .getByText('Your application was successfully submitted.')
        .or(page.getByRole('region', { name: /missing/ }))
        .waitFor();
      expect(await page.getByRole('region', { name: /missing/ }).count(), 'nothing is missing').toBe(0);
      await page.waitForURL(`${app.url}/completion`);
      await page.getByText('Your application was successfully submitted.').waitFor();
      // No worker runs here, so the copy stays in the making (application-pdf.test.ts follows it to the download).
      const preparing = page.getByRole('button', { name: 'Preparing your PDF copy…' });
      await preparing.waitFor();
      expect(await preparing.isDisabled()).toBe(true);

      // Once submitted, every form page leads to /completion.
      await page.goto(`${app.url}/education`);
      await page.waitForURL(`${app.url}/completion`);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('on a phone, logging in to a submitted application shows /completion with the login toast over no control, and its e-mail link as written', async () => {
    const email = await confirmedStudent(app.url, mail);
    const api = await request.newContext({ baseURL: app.url });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      expect((await api.post('/public/login', { data: { username: email, password: studentPassword } })).ok()).toBe(true);
      expect((await api.put('/api/answer', { data: validApplication })).ok()).toBe(true);
      expect((await api.post('/api/submit')).ok()).toBe(true);

      const page = await openPage(context, '/login', 'Log In');
      await page.getByLabel('Email Address').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(studentPassword);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(`${app.url}/completion`);
      await page.getByRole('alertdialog', { name: 'Success' }).filter({ hasText: 'You have successfully logged in.' }).waitFor();
      await page.getByRole('button', { name: /PDF copy/ }).waitFor();
      expect(await controlsUnderToasts(page)).toEqual([]);
      const admissions = page.getByRole('main').getByRole('link', { name: /@/ });
      expect(await admissions.getAttribute('href')).toMatch(/^mailto:[^/]+@[^/]+$/);
    } finally {
      await context.close();
      await api.dispose();
    }
  });

  it('fills the first college from the school search, and keeps what it filled across a reload', async () => {
    // The server loads the lookup data in the background after it listens.
    await expect
      .poll(async () => (await fetch(`${app.url}/lookup/find?text=Harvard&category=college_ceeb&max_results=1`)).json(), {
        timeout: 15_000,
      })
      .toHaveLength(1);
    const context = await signedInContext();
    try {
      const page = await openPage(context, '/education', 'Your Education');
      const search = page.getByRole('combobox', { name: 'Name of College or University' });
      await page.locator('#college_name').click();
      await search.pressSequentially('Harvard Univ');
      await page.getByRole('option', { name: 'Use: Harvard Univ' }).waitFor();
      await page.getByRole('option', { name: /^Harvard University/ }).waitFor();
      // Enter on a suggestion chooses it; the open list keeps it from submitting the page's form.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(new URL(page.url()).pathname).toBe('/education');

      const filled = {
        college_name: 'Harvard University',
        college_ceeb: '3442',
        college_address_line_1: 'Massachusetts Hall',
        college_city: 'Cambridge',
        college_zip: '02138',
      };
      for (const [key, value] of Object.entries(filled)) {
        await expect.poll(() => page.locator(`#${key}`).inputValue()).toBe(value);
      }
      expect(await selected(page, 'college_state')).toBe('Massachusetts');
      expect(await selected(page, 'college_country')).toBe('United States of America');

      await choose(page, 'college_attend_from_month', 'September');
      await goByButton(page, 'Save and Continue', '/final-steps', 'Submit');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Submit' }).waitFor();
      await goByButton(page, 'Back', '/education', 'Your Education');
      expect(await page.locator('#college_name').inputValue()).toBe('Harvard University');
      expect(await page.locator('#college_ceeb').inputValue()).toBe('3442');
      expect(await selected(page, 'college_state')).toBe('Massachusetts');
      expect(await storedAnswers(context)).toMatchObject({
        ...filled,
        college_state: 'Massachusetts',
        college_state_desc: 'Massachusetts',
        college_country: 'USA',
        college_country_desc: 'United States of America',
      });
    } finally {
      await context.close();
    }
  });

  it('shows what is missing on submit, titles the page with Error:, and its links land on the fields', async () => {
    const context = await signedInContext({ width: 390, height: 844 });
    try {
      const page = await openPage(context, '/about', 'Your Information');
      await page.locator('#first_name').fill('Grace');
      await page.getByRole('link', { name: 'Step 3: Submit' }).click();
      await page.getByRole('heading', { level: 1, name: 'Submit' }).waitFor();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();

      await page.waitForURL(`${app.url}/about`);
      const summary = page.getByRole('region', { name: "We're missing some information!" });
      await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.title()).toMatch(/^Error: Your Information/);
      expect(await summary.getByRole('link', { name: 'Please enter your first name.' }).count()).toBe(0);
      expect(await page.locator('#last_name').getAttribute('aria-invalid')).toBe('true');
      expect(await accessibilityViolations(page)).toEqual([]);

      await summary.getByRole('link', { name: 'Please enter your last name.' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('last_name');
      // Fixing a field takes it off the summary as the student types.
      await page.locator('#last_name').fill('Hopper');
      await expect.poll(() => summary.getByRole('link', { name: 'Please enter your last name.' }).count()).toBe(0);

      await summary.getByRole('link', { name: 'Please enter the name of the college you attended.' }).click();
      await page.waitForURL(`${app.url}/education#college_name`);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('college_name');
      expect(await page.locator('#college_name').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('keeps both answers when two tabs of one student save different answers at once', async () => {
    const context = await signedInContext();
    try {
      const first = await openPage(context, '/about', 'Your Information');
      const second = await openPage(context, '/about', 'Your Information');
      await first.locator('#first_name').fill('Ada');
      await second.locator('#last_name').fill('Lovelace');
      await Promise.all([
        first.getByRole('button', { name: 'Save and Continue' }).click(),
        second.getByRole('button', { name: 'Save and Continue' }).click(),
      ]);
      await Promise.all([first.waitForURL(`${app.url}/education`), second.waitForURL(`${app.url}/education`)]);
      expect(await storedAnswers(context)).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    } finally {
      await context.close();
    }
  });

  it('asks a signed-in student before a restore link changes their answers, and saves nothing without a yes', async () => {
    const context = await signedInContext();
    try {
      const saved = { first_name: 'Grace', last_name: 'Hopper', preferred_name: 'Amazing' };
      expect((await context.request.put(`${app.url}/api/answer`, { data: saved })).ok()).toBe(true);
      // Anyone may keep answers under a token; this link's would change first_name and fill middle_name (2 answers),
      // while its empty last_name and its equal preferred_name change nothing.
      const kept = await context.request.post(`${app.url}/public/tmp`, {
        data: { answer: { first_name: 'Mallory', middle_name: 'Eve', last_name: '', preferred_name: 'Amazing' } },
      });
      const { token } = (await kept.json()) as { token: string };
      const question = 'This link would replace 2 of your saved answers with the answers saved under it.';

      const page = await context.newPage();
      await page.goto(`${app.url}/about?token=${encodeURIComponent(token)}`);
      let dialog = page.getByRole('alertdialog', { name: 'Restore saved answers?' });
      await dialog.getByText(question).waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect(await storedAnswers(context)).toEqual(saved);

      await dialog.getByRole('button', { name: 'No, keep my answers' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.locator('#first_name').inputValue()).toBe('Grace');
      // Longer than the pause after which the page saves what changed: nothing did.
      await page.waitForTimeout(2500);
      expect(await storedAnswers(context)).toEqual(saved);

      await page.goto(`${app.url}/about?token=${encodeURIComponent(token)}`);
      dialog = page.getByRole('alertdialog', { name: 'Restore saved answers?' });
      await dialog.getByText(question).waitFor();
      await dialog.getByRole('button', { name: 'Yes, replace them' }).click();
      await page.getByRole('alertdialog', { name: 'Success' }).filter({ hasText: 'Your saved answers have been restored.' }).waitFor();
      expect(await storedAnswers(context)).toEqual({ ...saved, first_name: 'Mallory', middle_name: 'Eve' });
      await expect.poll(() => page.locator('#first_name').inputValue()).toBe('Mallory');
      expect(await page.locator('#last_name').inputValue()).toBe('Hopper');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('saves what was just typed when the tab is closed, before the pause that would save it', async () => {
    const context = await signedInContext();
    try {
      const page = await openPage(context, '/about', 'Your Information');
      await page.locator('#first_name').fill('Katherine');
      await page.close({ runBeforeUnload: true });
      await expect.poll(async () => (await storedAnswers(context)).first_name, { timeout: 5000 }).toBe('Katherine');
    } finally {
      await context.close();
    }
  });

  it('checks the answers on the Submit page: the SSN masked, each Change link landing on its question', async () => {
    const context = await signedInContext();
    try {
      const answers = { first_name: 'Maria', ssn: '123-45-6789', college_name: 'Portland Community College' };
      expect((await context.request.put(`${app.url}/api/answer`, { data: answers })).ok()).toBe(true);
      const page = await openPage(context, '/final-steps', 'Submit');
      const summary = page.getByRole('region', { name: 'Check your answers' });
      await summary.getByText('Portland Community College').waitFor();
      expect(await summary.getByText('***-**-6789').count()).toBe(1);
      expect(await summary.getByText('123-45-6789').count()).toBe(0);
      // Before the Submit page's own questions.
      const [summaryTop, legalTop] = await Promise.all(
        [summary, page.getByRole('heading', { level: 2, name: 'Legal Questions' })].map(async (part) => (await part.boundingBox())!.y),
      );
      expect(summaryTop).toBeLessThan(legalTop);

      await summary.getByRole('link', { name: 'Change First/Given Name' }).click();
      await page.waitForURL(`${app.url}/about#first_name`);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('first_name');
      expect(await page.locator('#first_name').inputValue()).toBe('Maria');
    } finally {
      await context.close();
    }
  });

  it('removes the last college added after a confirmation, the server clearing its answers', async () => {
    const context = await signedInContext();
    try {
      expect((await context.request.put(`${app.url}/api/add-another`, { data: { button_id: 'college', num_components: 2 } })).ok()).toBe(
        true,
      );
      const answers = { college_name: 'Portland Community College', college_2_name: 'Mt. Hood Community College' };
      expect((await context.request.put(`${app.url}/api/answer`, { data: answers })).ok()).toBe(true);
      const page = await openPage(context, '/education', 'Your Education');
      // Only the last one added can go.
      const remove = page.getByRole('button', { name: 'Remove College 2' });
      await remove.waitFor();
      expect(await page.getByRole('button', { name: /^Remove College/ }).count()).toBe(1);

      await remove.click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove College 2?' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('group', { name: 'College 2' }).count()).toBe(1);

      await remove.click();
      await dialog.getByRole('button', { name: 'Remove College 2' }).click();
      await page.getByRole('group', { name: 'College 2' }).waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('College 1');
      expect(await (await context.request.get(`${app.url}/api/add-another`)).json()).toEqual({ college: 1 });
      const stored = await storedAnswers(context);
      expect([stored.college_name, stored.college_2_name]).toEqual(['Portland Community College', '']);
    } finally {
      await context.close();
    }
  });
});
