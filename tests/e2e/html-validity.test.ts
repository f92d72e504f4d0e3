// The rendered pages are valid HTML (html-validate over the DOM the app built, as the Nu checker would read it): the form pages, the account screens, a dialog and the staff sign-in.
import { HtmlValidate } from 'html-validate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, waitForWholeFormPage } from './browser';

const baseUrl = inject('baseUrl');

/**
 * html-validate's recommended rules, less those about how markup is spelled (the DOM is serialised by the browser, not
 * written by hand) and those React or react-aria decide: useId's `_r_1_` ids are valid HTML, react-aria hides its
 * native inputs with an inline style, and its overlays' hidden Dismiss buttons have no type (harmless outside a form;
 * a typeless button inside one, which would submit it, is checked on its own below).
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-trailing-whitespace': 'off',
    'no-inline-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'no-implicit-button-type': 'off',
  },
});

/** The page's DOM as markup, and html-validate's findings on it, each as "rule: message (where)". */
async function htmlProblems(page: Page): Promise<string[]> {
  const html = `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
  const report = await validator.validateString(html);
  const typelessInForms = await page.locator('form button:not([type])').count();
  return [
    ...report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? 'document'})`),
    ),
    ...(typelessInForms > 0 ? [`${typelessInForms} <button> in a form without a type (each would submit it)`] : []),
  ];
}

const screens = [
  { path: '/about', heading: 'Your Information', pageId: 'about' },
  { path: '/education', heading: 'Your Education', pageId: 'education' },
  { path: '/final-steps', heading: 'Submit', pageId: 'final-steps' },
  { path: '/login', heading: 'Log In' },
  { path: '/signup', heading: 'Create an Account' },
  { path: '/confirm', heading: 'Confirm Your Account' },
  { path: '/forgot', heading: 'Forgot Your Password?' },
  { path: '/reset?username=student%40example.com&id=token', heading: 'Reset Your Password' },
  { path: '/staff/sign-in', heading: 'Staff sign-in' },
] as const;

describe('the rendered HTML', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(() => browser?.close());

  it.each(screens)('$path is valid, with one <title>', async (screen) => {
    await page.goto(`${baseUrl}${screen.path}`);
    await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
    if ('pageId' in screen) await waitForWholeFormPage(page, screen.pageId);
    expect(await page.locator('title').count()).toBe(1);
    expect(await htmlProblems(page)).toEqual([]);
  });

  it('is valid with the Help dialog open', async () => {
    await page.goto(`${baseUrl}/about`);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Help' }).click();
    await page.getByRole('dialog', { name: 'Help' }).getByRole('link').first().waitFor();
    expect(await htmlProblems(page)).toEqual([]);
  });
});
