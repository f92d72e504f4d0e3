// Staff as people in Chromium: an admin invites a reader on the people page; the reader accepts, sets a password, sets up TOTP (the code computed from the shown secret), sees a student's SSN masked; the admin disables them on the people page, their open session is refused at its next request, and the activity page shows what the admin did. The screens (the password reset pages too) pass axe at 390 and 1280 px.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './axe';
import { launchBrowser } from './browser';
import { staffCommand, staffToken } from './staff-tokens';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const screenshots = path.join(tmpdir(), 'staff-people-screens');
const reader = `reader.${randomBytes(4).toString('hex')}@example.edu`;
const password = 'Reader-Pass-2024-long!';

const cli = (...args: string[]) => staffCommand(databaseUrl, ...args);

/** axe at a phone's width and a laptop's, with a screenshot of each. */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await accessibilityViolations(page), `${name} at ${width}px`).toEqual([]);
    await page.screenshot({ path: path.join(screenshots, `staff-${name}-${width}.png`), fullPage: true });
  }
}

describe('a reader of staff', () => {
  let browser: Browser;
  let applicationId: string;
  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    browser = await launchBrowser();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>(
        `WITH student AS (INSERT INTO "user" (email, confirmed_at) VALUES ($1, now()) RETURNING id)
         INSERT INTO application (user_id, answers) SELECT id, '{"first_name": "Ssn", "last_name": "Holder", "ssn": "123-45-6789"}' FROM student
         RETURNING id`,
        [`ssn.${randomBytes(4).toString('hex')}@example.com`],
      );
      applicationId = rows[0].id;
    } finally {
      await client.end();
    }
  });
  afterAll(() => browser?.close());

  it(
    'is invited on the people page, sets up TOTP, reads a masked SSN, and is refused once disabled there',
    { timeout: 120_000 },
    async () => {
      const admin = `chief.${randomBytes(4).toString('hex')}@example.edu`;
      const adminContext = await browser.newContext();
      const adminPage = await adminContext.newPage();
      const signedIn = await adminContext.request.post(`${baseUrl}/staff/sign-in`, {
        data: { token: staffToken(databaseUrl, admin) },
        headers: { origin: baseUrl },
      });
      expect(signedIn.status()).toBe(200);
      await adminPage.goto(`${baseUrl}/staff/people`);
      await adminPage.getByRole('link', { name: 'Activity' }).waitFor();
      await checkScreen(adminPage, 'people');
      await adminPage.getByRole('button', { name: 'Invite a member' }).click();
      await adminPage.getByLabel('Email address').fill(reader);
      await adminPage.getByLabel('Name').fill('Rea Der');
      await adminPage.getByRole('radio', { name: /^Reader/ }).check();
      await adminPage.getByRole('button', { name: 'Send invitation' }).click();
      const sentLink = adminPage.getByLabel(/^Invitation link/);
      const link = new URL(await sentLink.inputValue());
      expect(await accessibilityViolations(adminPage), 'the invitation sent').toEqual([]);
      await adminPage.getByRole('button', { name: 'Done' }).click();

      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}/staff/sign-in`);
        await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
        await checkScreen(page, 'sign-in');

        await page.goto(`${baseUrl}${link.pathname}${link.hash}`);
        await page.getByText(`Welcome, ${reader}`).waitFor();
        await checkScreen(page, 'invitation');
        await page.getByLabel('Your name').fill('Rea Der');
        await page.getByLabel('New password').fill('short');
        await page.getByRole('button', { name: 'Set password and continue' }).click();
        await expect.poll(() => page.getByLabel('New password').getAttribute('aria-invalid')).toBe('true');
        await page.getByLabel('New password').fill(password);
        await page.getByRole('button', { name: 'Set password and continue' }).click();

        const secretText = await page.locator('.staff-secret').textContent();
        await checkScreen(page, 'enrol');
        const totp = new TOTP({ secret: Secret.fromBase32(secretText!.trim()) });
        await page.getByLabel('Code from your app').fill(totp.generate());
        await page.getByRole('button', { name: 'Confirm and sign in' }).click();
        await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
        expect(await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
        await checkScreen(page, 'recovery-codes');

        const readApplication = () =>
          page.evaluate(async (id) => {
            const response = await fetch('/graphql', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ query: `{ application(id: "${id}") { answers } }` }),
            });
            return { status: response.status, text: await response.text() };
          }, applicationId);
        const read = await readApplication();
        expect(read.text).toContain('***-**-6789');
        expect(read.text).not.toContain('123-45-6789');
        await page.goto(`${baseUrl}/staff/people`);
        await page.getByText('Only administrators manage the members of staff.').waitFor();
        expect(await page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link').allTextContents()).toEqual([
          'Applications',
          'My queue',
          'GraphiQL',
        ]);

        await adminPage.reload();
        await adminPage.getByRole('button', { name: 'Disable: Rea Der' }).click();
        await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Disable', exact: true }).click();
        await adminPage.getByRole('status').getByText('Rea Der is disabled.').waitFor();
        const refused = await readApplication();
        expect(refused.text).not.toContain('***-**-6789');
        expect(refused.status).toBe(400);

        await adminPage.getByRole('link', { name: 'Activity' }).click();
        await adminPage.getByLabel('Person').selectOption(admin);
        const rows = adminPage.getByRole('table').getByRole('row');
        await expect.poll(() => rows.filter({ hasText: 'Disabled a member of staff' }).filter({ hasText: reader }).count()).toBe(1);
        expect(
          await rows
            .filter({ hasText: 'Invited a member of staff' })
            .filter({ hasText: `${reader}, as Reader` })
            .count(),
        ).toBe(1);
        expect(new URL(adminPage.url()).searchParams.get('actor')).toBe(admin);
        await checkScreen(adminPage, 'activity');
      } finally {
        await context.close();
        await adminContext.close();
      }
    },
  );

  it('gets the code step after the password, a wrong code told at the field; the password reset pages', { timeout: 120_000 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const admin = `admin.${randomBytes(4).toString('hex')}@example.edu`;
    const link = new URL(cli('staff:invite', admin, '--role', 'admin'));
    try {
      await page.goto(`${baseUrl}${link.pathname}${link.hash}`);
      await page.getByLabel('New password').fill(password);
      await page.getByRole('button', { name: 'Set password and continue' }).click();
      const secret = (await page.locator('.staff-secret').textContent())!.trim();
      await page.getByLabel('Code from your app').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
      await page.getByRole('button', { name: 'Confirm and sign in' }).click();
      await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
      await context.clearCookies();

      await page.goto(`${baseUrl}/staff/sign-in`);
      await page.getByLabel('Email address').fill(admin);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Continue' }).click();
      const code = page.getByLabel('Authentication code');
      await code.fill('000000');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
      await checkScreen(page, 'code');
      await code.fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 }));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${baseUrl}/graphql`);
      await context.clearCookies();

      await page.goto(`${baseUrl}/staff/sign-in`);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
      await checkScreen(page, 'forgot');
      await page.getByLabel('Email address').fill(admin);
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page.getByRole('status').getByText('we sent it a link').waitFor();
      await checkScreen(page, 'forgot-sent');
      await page.goto(`${baseUrl}/staff/reset#token=not-a-link-of-ours`);
      const newPassword = page.getByLabel('New password', { exact: true });
      await newPassword.fill('short');
      await page.getByRole('button', { name: 'Change my password' }).click();
      await expect.poll(() => newPassword.getAttribute('aria-invalid')).toBe('true');
      await checkScreen(page, 'reset');
    } finally {
      await context.close();
    }
  });
});
