// A first paint before the JavaScript (issue 12): a form page's HTML carries its shell, which shows with scripts off, and the app takes its place without moving anything or leaving a trace of it.
import { defaultIdentityCookiePrefix, formPages } from '@transfer/form';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './axe';
import { launchBrowser, waitForWholeFormPage } from './browser';

const baseUrl = inject('baseUrl');

/** What the shell draws and the app draws again, each by a selector inside the shell's container or the app's. */
const sharedParts = ['.app-header__institution', '.app-header__title', '.account-popover__trigger', '.step-bar', 'h1', '.welcome-banner'];

type Box = { x: number; y: number; width: number; height: number };

async function boxesIn(page: Page, container: string): Promise<Record<string, Box | null>> {
  return page.evaluate(
    ({ container, parts }) =>
      Object.fromEntries(
        parts.map((part) => {
          const element = document.querySelector(`${container} ${part}`);
          if (!element) return [part, null];
          const { x, y, width, height } = element.getBoundingClientRect();
          return [part, { x, y, width, height }];
        }),
      ),
    { container, parts: sharedParts },
  );
}

/** The layout shifts the page has had, summed as CLS sums them (those right after an input excepted). */
function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

describe("a form page's HTML", () => {
  it.each(formPages)('$path carries its shell: the header, the step bar, the title, the app hidden behind', async ({ path, title }) => {
    const response = await fetch(`${baseUrl}${path}`);
    const html = await response.text();
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toMatch(/<nav class="step-bar" aria-label="Application steps">/);
    expect(html).toContain('<div id="root" hidden></div>');
    expect(html).toMatch(/<div id="page-shell" aria-hidden="true" inert>/);
    expect(html).toMatch(/<style>[^<]*\.app-header\{/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).not.toContain('__SHELL_');
  });
});

describe.each([390, 1280])('at %i px wide', (width) => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  async function open(options: { javaScriptEnabled: boolean }): Promise<Page> {
    context = await browser.newContext({ viewport: { width, height: 844 }, isMobile: width < 600, hasTouch: width < 600, ...options });
    return context.newPage();
  }

  it('a visitor sees the page shell with scripts off: the title, the steps and the welcome banner', async () => {
    const page = await open({ javaScriptEnabled: false });
    try {
      await page.goto(`${baseUrl}/about`);
      const shell = page.locator('#page-shell');
      await expect(shell.locator('h1').innerText()).resolves.toBe('Your Information');
      await expect(shell.locator('.welcome-banner h2').innerText()).resolves.toMatch(/^Welcome to the .+ transfer application$/);
      await expect(shell.locator('.step-bar__link[aria-current="step"]').innerText()).resolves.toMatch(/Your Information/);
      expect(await shell.locator('.welcome-banner').isVisible()).toBe(true);
      expect(await page.locator('#root').isVisible()).toBe(false);
      await page.screenshot({ path: `/tmp/first-paint-shell-${width}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('the app takes its place with nothing moved, no layout shift, and nothing of the shell left', async () => {
    // The shell as it shows before the app's scripts arrive (with scripts off, the noscript note would sit above it).
    const before = await open({ javaScriptEnabled: true });
    await before.route('**/assets/*.js', (route) => route.abort());
    await before.goto(`${baseUrl}/about`);
    const shellBoxes = await boxesIn(before, '#page-shell');
    await context.close();

    const page = await open({ javaScriptEnabled: true });
    try {
      await page.goto(`${baseUrl}/about`);
      await page.getByRole('heading', { level: 1, name: 'Your Information' }).waitFor();
      await waitForWholeFormPage(page, 'about');
      const appBoxes = await boxesIn(page, '#root');
      for (const part of sharedParts) {
        expect(appBoxes[part], part).not.toBeNull();
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs(appBoxes[part]![side] - shellBoxes[part]![side]), `${part} ${side}`).toBeLessThan(1);
      }
      expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
      expect(await page.locator('#page-shell').count()).toBe(0);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('#root').isVisible()).toBe(true);
      await page.screenshot({ path: `/tmp/first-paint-app-${width}.png` });
      expect(await accessibilityViolations(page)).toEqual([]);
      for (const { path, id } of formPages.slice(1)) {
        await page.goto(`${baseUrl}${path}`);
        await waitForWholeFormPage(page, id);
        expect(await layoutShiftTotal(page), path).toBeLessThan(0.01);
      }
    } finally {
      await context.close();
    }
  });
});

describe('the hand-over', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('keeps the shell until the app can show the page, then the keyboard reaches the app first', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      // The page's data held back: the shell stays, the app unseen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${baseUrl}/about`);
      await page.waitForFunction(() => document.querySelector('#root')?.childElementCount);
      expect(await page.locator('#page-shell').isVisible()).toBe(true);
      expect(await page.locator('#root').isVisible()).toBe(false);
      release();
      await page.getByRole('heading', { level: 1, name: 'Your Information' }).waitFor();
      expect(await page.locator('#page-shell').count()).toBe(0);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    } finally {
      await context.close();
    }
  });

  it('gives way when the app goes elsewhere first: a signed-out browser claiming a session reaches /login', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const { hostname } = new URL(baseUrl);
      await context.addCookies([
        { name: `${defaultIdentityCookiePrefix}.transfer.LastAuthUser`, value: 'gone', domain: hostname, path: '/' },
      ]);
      await page.goto(`${baseUrl}/education`);
      await page.waitForURL(/\/login/);
      await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
      expect(await page.locator('#page-shell').count()).toBe(0);
      expect(await page.locator('#root').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
