// Accessibility in Chromium: axe-core finds no violation (labels, names, roles, contrast, landmarks) on the form pages and the account screens (the password checklist half met), and pa11y's two runners no error, at a phone's width and a desktop's.
import { formPages, type FormPageId } from '@transfer/form';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './axe';
import { launchBrowser, waitForWholeFormPage } from './browser';
import { launchPa11yBrowser, pa11yErrors, type Pa11yBrowser } from './pa11y';

const baseUrl = inject('baseUrl');

/** A password meeting some requirements and not others: the checklist shows both marks. */
const partPassword = 'abcDEF1';

const screens: { path: string; heading: string; pageId?: FormPageId; passwordField?: string }[] = [
  { path: '/about', heading: 'Your Information', pageId: 'about' },
  { path: '/education', heading: 'Your Education', pageId: 'education' },
  { path: '/final-steps', heading: 'Submit', pageId: 'final-steps' },
  { path: '/login', heading: 'Log In' },
  { path: '/signup', heading: 'Create an Account', passwordField: 'Password' },
  { path: '/reset?username=student%40example.com&id=token', heading: 'Reset Your Password', passwordField: 'New Password' },
];

describe.each([390, 1280])('at %i px wide', (width) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(screens)('$path has no violation', async ({ path, heading, pageId, passwordField }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (pageId) await waitForWholeFormPage(page, pageId);
      await page.waitForLoadState('networkidle');
      if (passwordField) {
        await page.getByLabel(passwordField, { exact: true }).fill(partPassword);
        await page.locator('.password-checklist__item[data-met="true"]').first().waitFor();
        expect(await page.locator('.password-checklist__item[data-met="false"]').count()).toBeGreaterThan(0);
      }
      expect(await accessibilityViolations(page, { contrastJudgedIn: '.password-checklist' })).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the Help dialog has no violation', async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/about`);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Help' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Every screen a visitor reaches, and the staff sign-in; a form page is judged once whole. */
const pa11yScreens = [
  ...screens.map(({ path, pageId }) => ({ path, ready: pageId ? '.form-sections__legend[data-sections-sized]' : 'h1' })),
  { path: '/forgot', ready: 'h1' },
  { path: '/staff/sign-in', ready: 'h1' },
];

describe.each([390, 1280])('pa11y at %i px wide', (width) => {
  let browser: Pa11yBrowser;
  beforeAll(async () => {
    browser = await launchPa11yBrowser();
  });
  afterAll(() => browser?.close());

  it.each(pa11yScreens)('$path has no error in either runner', async ({ path, ready }) => {
    expect(await pa11yErrors(browser, `${baseUrl}${path}`, width, ready)).toEqual([]);
  });
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
