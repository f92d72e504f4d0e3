// The running app: /healthz, the lookup data, the form shell, external links left to the browser, the unknown-path redirect; and start-up failures said in one line.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runToExit } from './app-process';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');

describe('the running app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('answers /healthz with 200', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('loads the shipped lookup data after it listens, and suggests colleges at /lookup/find', async () => {
    const harvard = { text: 'Harvard University', id: '166027', sub_text: 'Cambridge, MA' };
    await expect
      .poll(async () => (await fetch(`${baseUrl}/lookup/find?text=Harvard&category=college_ceeb&max_results=1`)).json(), {
        timeout: 15_000,
      })
      .toEqual([harvard]);
  });

  it('renders the form shell at /about', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${baseUrl}/about`);
      await page.getByRole('heading', { level: 1, name: 'Your Information' }).waitFor();
      expect(await page.getByRole('navigation').first().getByRole('link').count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByRole('contentinfo').textContent()).toContain('Lakemont State University');
    } finally {
      await page.close();
    }
  });

  it("leaves the Help and Privacy dialogs' external links as written, and follows mailto: without an error", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${baseUrl}/about`);
      const hrefsIn = async (dialog: string) => {
        const links = page.getByRole('dialog', { name: dialog }).getByRole('link');
        await links.first().waitFor();
        return links.evaluateAll((shown) => shown.map((link) => link.getAttribute('href')));
      };
      await page.getByRole('contentinfo').getByRole('button', { name: 'Help' }).click();
      expect(await hrefsIn('Help')).toEqual([
        'mailto:apply-help@lakemont.example',
        expect.stringMatching(/^tel:\+?\d+$/),
        'mailto:admissions@lakemont.example',
        'https://get.adobe.com/reader/',
      ]);
      await page.getByRole('dialog', { name: 'Help' }).getByRole('link', { name: 'apply-help@lakemont.example' }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy' }).click();
      const privacy = await hrefsIn('Privacy and Cookies');
      expect(privacy.length).toBeGreaterThan(0);
      for (const href of privacy) expect(href).toMatch(/^https:\/\/[a-z.]+\//);
      expect(new URL(page.url()).pathname).toBe('/about');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('redirects an unknown path to /about, keeping the query string', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${baseUrl}/nope?x=1`);
      await page.waitForURL(`${baseUrl}/about?x=1`);
      await page.getByRole('heading', { level: 1, name: 'Your Information' }).waitFor();
    } finally {
      await page.close();
    }
  });
});

describe('start-up', () => {
  it('stops with one clear line when PostgreSQL cannot be reached', async () => {
    const result = await runToExit({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/transfer_app', PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('cannot reach PostgreSQL at postgres://postgres@127.0.0.1:1/transfer_app: connection refused');
  });

  it('stops with one clear line when Redis cannot be reached', async () => {
    const result = await runToExit({
      REDIS_URL: 'redis://127.0.0.1:1',
      PORT: '0',
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n').at(-1)).toBe('cannot reach Redis at redis://127.0.0.1:1: connection refused');
  });

  it('stops with one clear line on a bad value', async () => {
    const result = await runToExit({ PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('invalid PORT: expected a number, got "eighty"');
  });
});
