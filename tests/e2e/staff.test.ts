// A member of staff in Chromium: the token from the command line posted once at /staff/sign-in, then GraphiQL runs a query and signs out; visitors find no GraphiQL.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { staffToken as newStaffToken } from './staff-tokens';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

const staffToken = (email: string) => newStaffToken(databaseUrl, email);

describe('staff in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows a visitor no GraphiQL', async () => {
    const page = await browser.newPage();
    try {
      const response = await page.goto(`${baseUrl}/graphql`);
      expect(response?.status()).toBe(404);
      expect(await page.locator('body').textContent()).toContain('GraphiQL is for staff signed in at /staff/sign-in.');
    } finally {
      await page.close();
    }
  });

  it('signs in with the token once, runs a query in GraphiQL, and signs out', async () => {
    const token = staffToken('dean@example.edu');
    const context = await browser.newContext();
    const page = await context.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:') && !request.url().startsWith('blob:'))
        outside.push(request.url());
    });
    try {
      await page.goto(`${baseUrl}/staff/sign-in`);
      await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
      const field = page.getByLabel('API token');
      await field.fill('wrong-token');
      await page.getByRole('button', { name: 'Sign in' }).click();
      // The refusal is tied to the field.
      const description = async () => {
        const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
        return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))).join(' ');
      };
      await expect.poll(description).toContain('That staff token is not valid, or it was revoked.');
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');

      await field.fill(token);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${baseUrl}/graphql`);
      const [cookie] = (await context.cookies()).filter((candidate) => candidate.name === 'transfer.staff');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(cookie.value).not.toContain(token.split('.')[1]);

      const run = page.getByRole('button', { name: /Execute query/ });
      await run.waitFor({ timeout: 20_000 });
      // The answer shows in the result pane (the query itself has no quoted "edges"); a click before the editor has
      // its query runs nothing, so the button is pressed until it does.
      const result = async () => {
        const text = await page.locator('body').innerText();
        if (!text.includes('"edges"')) await run.click();
        return text;
      };
      await expect.poll(result, { timeout: 30_000, interval: 1000 }).toContain('"edges"');
      expect(outside).toEqual([]);

      // Signing out ends the staff session and returns to the sign-in; GraphiQL is then closed to this browser.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${baseUrl}/staff/sign-in`);
      await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
      expect((await page.goto(`${baseUrl}/graphql`))?.status()).toBe(404);
    } finally {
      await context.close();
    }
  }, 90_000);
});
