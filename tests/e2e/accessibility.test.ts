// Accessibility in Chromium: axe-core finds no violation (labels, names, roles, contrast, landmarks) on the form pages and the account screens, at a phone's width and a desktop's.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './axe';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');

const screens = [
  { path: '/about', heading: 'Your Information' },
  { path: '/education', heading: 'Your Education' },
  { path: '/final-steps', heading: 'Submit' },
  { path: '/login', heading: 'Log In' },
  { path: '/signup', heading: 'Create an Account' },
  { path: '/reset?username=student%40example.com&id=token', heading: 'Reset Your Password' },
];

describe.each([390, 1280])('at %i px wide', (width) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(screens)('$path has no violation', async ({ path, heading }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);
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
