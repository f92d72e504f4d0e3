// Accessibility in Chromium: pa11y's two runners (HTML_CodeSniffer, axe) report no error and axe-core no violation (labels, names, roles,
// contrast, landmarks) on every visitor screen (the password checklist half met), a signed-in student's three pages and
// /completion, and the staff pages with an application's reader and GraphiQL, at a phone's width and a desktop's; Tab reaches every question.
import { formPages, type FormPageId } from '@transfer/form';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../server/src/accounts/passwords';
import { validApplication } from '../../form/src/testing/valid-application';
import { accessibilityViolations } from './axe';
import { launchBrowser, waitForWholeFormPage } from './browser';
import { launchPa11yBrowser, pa11yErrors, type Pa11yBrowser, type Pa11yPage } from './pa11y';
import { seedApplications, type SeededApplication } from './staff-applications';
import { staffToken } from './staff-tokens';

const baseUrl = inject('baseUrl');

/** A password meeting some requirements and not others: the checklist shows both marks. */
const partPassword = 'abcDEF1';

/** Every screen a visitor reaches, and the staff sign-in; a form page is judged once whole. */
const screens: { path: string; heading: string; pageId?: FormPageId; typesPassword?: boolean }[] = [
  { path: '/about', heading: 'Your Information', pageId: 'about' },
  { path: '/education', heading: 'Your Education', pageId: 'education' },
  { path: '/final-steps', heading: 'Submit', pageId: 'final-steps' },
  { path: '/login', heading: 'Log In' },
  { path: '/signup', heading: 'Create an Account', typesPassword: true },
  { path: '/reset?username=student%40example.com&id=token', heading: 'Reset Your Password', typesPassword: true },
  { path: '/forgot', heading: 'Forgot Your Password?' },
  { path: '/staff/sign-in', heading: 'Staff sign-in' },
];

describe.each([390, 1280])('at %i px wide', (width) => {
  let browser: Pa11yBrowser;
  beforeAll(async () => {
    browser = await launchPa11yBrowser();
  });
  afterAll(() => browser?.close());

  it.each(screens)("$path: no error in either of pa11y's runners, no axe violation", async ({ path, heading, pageId, typesPassword }) => {
    const page = await browser.newPage();
    try {
      await page.setViewport({ width, height: 900 });
      await page.goto(`${baseUrl}${path}`);
      await page.locator(`::-p-aria([name="${heading}"][role="heading"])`).wait();
      if (pageId) await page.waitForFunction(() => document.querySelector('.form-sections__pending') === null);
      if (typesPassword) {
        await page.locator('input[name="password"]').fill(partPassword);
        await page.waitForSelector('.password-checklist__item[data-met="true"]');
        expect(await page.$$eval('.password-checklist__item[data-met="false"]', (items) => items.length)).toBeGreaterThan(0);
      }
      expect(await pa11yErrors(browser, page, width)).toEqual([]);
      expect(await accessibilityViolations(page, { contrastJudgedIn: '.password-checklist' })).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the Help dialog has no violation', async () => {
    const page = await browser.newPage();
    try {
      await page.setViewport({ width, height: 900 });
      await page.goto(`${baseUrl}/about`);
      await page.locator('footer ::-p-aria([name="Help"][role="button"])').click();
      await page.waitForSelector('[role="dialog"]');
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

/** A confirmed student put straight into the app's database, with `password`; answers their e-mail address. */
async function seededStudent(email: string, password: string): Promise<string> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query(`INSERT INTO "user" (email, password_hash, confirmed_at) VALUES ($1, $2, now())`, [
      email,
      await hashPassword(password),
    ]);
  } finally {
    await client.end();
  }
  return email;
}

/** A same-origin call from the page, as the client's own calls are made (the session cookie and Origin go with it). */
async function callFromPage(page: Pa11yPage, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async (method, path, body) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status;
    },
    method,
    path,
    body,
  );
}

describe.each([390, 1280])('a signed-in student at %i px wide', (width) => {
  const password = 'Accessible-Pass-2024!';
  let browser: Pa11yBrowser;
  let page: Pa11yPage;
  beforeAll(async () => {
    const email = await seededStudent(`checked.signedin${width}@a11y.example.org`, password);
    browser = await launchPa11yBrowser();
    page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    await page.setViewport({ width, height: 900 });
    // Logged in by the call the login screen makes, from the page (a click on Submit could come before the form is live).
    await page.goto(`${baseUrl}/login`);
    await page.locator('::-p-aria([name="Log In"][role="heading"])').wait();
    expect(await callFromPage(page, 'POST', '/public/login', { username: email, password })).toBeLessThan(300);
  });
  afterAll(() => browser?.close());

  it.each(screens.filter((screen) => screen.pageId))(
    "$path with a whole application saved: no error in either of pa11y's runners, no axe violation",
    async ({ path, heading, pageId }) => {
      if (pageId === 'about') expect(await callFromPage(page, 'PUT', '/api/answer', validApplication)).toBeLessThan(300);
      // A load goes to the last page saved (docs/product.md §2): this one.
      expect(await callFromPage(page, 'PUT', '/api/last-page', { last_page: path })).toBeLessThan(300);
      await page.goto(`${baseUrl}${path}`);
      await page.locator(`::-p-aria([name="${heading}"][role="heading"])`).wait();
      await page.waitForFunction(() => document.querySelector('.form-sections__pending') === null);
      await page.waitForNetworkIdle();
      expect(await pa11yErrors(browser, page, width)).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);
    },
  );

  it("/completion once submitted: no error in either of pa11y's runners, no axe violation", async () => {
    expect(await callFromPage(page, 'POST', '/api/submit')).toBeLessThan(300);
    await page.goto(`${baseUrl}/completion`);
    await page.locator('::-p-text(Your application was successfully submitted.)').wait();
    await page.waitForNetworkIdle();
    expect(await pa11yErrors(browser, page, width)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

/** The staff pages an admin works in, each with the heading it shows once loaded. */
const staffScreens = [
  { path: '/staff/applications', heading: 'Applications' },
  { path: '/staff/queue', heading: 'My queue' },
  { path: '/staff/people', heading: 'People' },
  { path: '/staff/activity', heading: 'Staff activity' },
];

describe.each([390, 1280])('staff pages at %i px wide', (width) => {
  let browser: Pa11yBrowser;
  let application: SeededApplication;
  beforeAll(async () => {
    const databaseUrl = inject('databaseUrl');
    [application] = await seedApplications(
      databaseUrl,
      [{ first: 'Checked', last: `Byaccessibility${width}`, submitted: new Date().toISOString() }],
      `a11y-${width}.example.org`,
    );
    const signedIn = await fetch(`${baseUrl}/staff/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ token: staffToken(databaseUrl, `a11y-${width}@example.edu`) }),
    });
    const [name, value] = /transfer\.staff=([^;]+)/.exec(signedIn.headers.getSetCookie().join('\n'))![0].split('=');
    browser = await launchPa11yBrowser();
    await browser.setCookie({ name, value, domain: new URL(baseUrl).hostname, path: '/', httpOnly: true });
  });
  afterAll(() => browser?.close());

  /** Opens `path` in a page of its own, waits for `heading` and the data, and judges it. */
  async function judge(path: string, heading: string, ready?: string, excused?: Parameters<typeof pa11yErrors>[3]) {
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    try {
      await page.setViewport({ width, height: 900 });
      await page.goto(`${baseUrl}${path}`);
      await page.locator(`::-p-aria([name="${heading}"][role="heading"])`).wait();
      // The reader's PDF frame keeps Chromium's viewer loading its parts: its page waits for its own last part instead.
      if (ready) await page.locator(ready).wait();
      else await page.waitForNetworkIdle();
      expect(await pa11yErrors(browser, page, width, excused)).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }

  it.each(staffScreens)("$path: no error in either of pa11y's runners, no axe violation", ({ path, heading }) => judge(path, heading));

  it("an application's reader, with the admin's review panel: no error in either of pa11y's runners, no axe violation", () =>
    // Its PDF frame is Chromium's own viewer, which no page script enters: axe says so ("frame-tested") and can do no more.
    judge(`/staff/applications/${application.number}`, application.name, 'section#review dl', { ignore: ['frame-tested'] }));

  it("GraphiQL: no error in either of pa11y's runners, no axe violation", () =>
    // pa11y's axe (4.11) cannot find the background of GraphiQL's Headers button ("bgOverlap", needs review) where no
    // element overlaps it; axe 4.14 below judges its contrast.
    judge('/graphql', 'GraphiQL', '.graphiql-container .monaco-editor', { hideElements: 'button[data-name="headers"]' }));
});

describe('keyboard only', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(formPages.map((formPage) => [formPage.path, formPage.id] as const))(
    'Tab reaches every question of %s in order, each showing where focus is, and leaves the page at its footer',
    async (path, pageId) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await waitForWholeFormPage(page, pageId);
        await page.waitForLoadState('networkidle');
        // The questions a keyboard must reach: every visible field, one stop per radio group.
        const questions = await page.evaluate(() => {
          const controls = [...document.querySelectorAll<HTMLInputElement>('main input, main textarea, main button[id]')];
          const visible = controls.filter((control) => control.getClientRects().length > 0 || control.type === 'radio');
          const stops = visible.map((control) => (control.type === 'radio' ? `radio:${control.name}` : control.id));
          return [...new Set(stops.filter(Boolean))];
        });
        expect(questions.length).toBeGreaterThan(3);

        const reached: string[] = [];
        for (let presses = 0; presses < 400; presses++) {
          await page.keyboard.press('Tab');
          const focus = await page.evaluate(() => {
            const element = document.activeElement as HTMLInputElement | null;
            if (!element || element === document.body) return null;
            const shown = element.closest('[data-focus-visible]') !== null || getComputedStyle(element).outlineStyle !== 'none';
            const stop = element.type === 'radio' ? `radio:${element.name}` : element.id;
            return { stop, shown, inFooter: element.closest('footer') !== null };
          });
          if (!focus) continue;
          expect(focus.shown, `focus on ${focus.stop} is not shown`).toBe(true);
          if (focus.inFooter) break;
          if (focus.stop && !reached.includes(focus.stop)) reached.push(focus.stop);
        }
        const order = reached.filter((stop) => questions.includes(stop));
        expect(order).toEqual(questions);
      } finally {
        await context.close();
      }
    },
  );
});
