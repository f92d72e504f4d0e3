// The account journey in Chromium against the built app and a real SMTP server: sign up, confirm with the mailed code (toasts going with their screen, over no control), log in, log out; the invalid-session redirect; and the inactivity logout.
import { randomBytes } from 'node:crypto';
import { inactivityLogoutMessage, sessionInvalidMessage } from '@transfer/form';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-process';
import { launchBrowser } from './browser';
import { dropDatabase, dropRedisKeys, throwawayDatabaseUrl, throwawayRedisPrefix } from './databases';
import { CodeCatcher } from './students';
import { controlsUnderToasts } from './toasts';

const databaseUrl = throwawayDatabaseUrl('e2e_accounts');
const redisPrefix = throwawayRedisPrefix();
const password = 'Journey-Pass-2024!';

function uniqueEmail(): string {
  return `student.${randomBytes(4).toString('hex')}@example.edu`;
}

const mail = new CodeCatcher();
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    SMTP_URL: await mail.start(),
    // A prefix of its own: the client must learn it from the page, not assume the default.
    IDENTITY_COOKIE_PREFIX: 'JourneyIdentity',
    WORKERS: 'off',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mail.stop();
  await dropDatabase(databaseUrl);
  await dropRedisKeys(redisPrefix);
});

/** The toast named `name` that says `text`. */
function toast(page: Page, name: string, text: string) {
  return page.getByRole('alertdialog', { name }).filter({ hasText: text });
}

/** Signs up and confirms with the mailed code; `wrongCodeFirst` tries a wrong one before, whose error toast must end there. */
async function signUpAndConfirm(page: Page, email: string, { wrongCodeFirst = false } = {}) {
  await page.goto(`${app.url}/signup`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`${app.url}/confirm`);
  await toast(page, 'Success', 'We sent a confirmation code').waitFor();

  const code = await mail.codeFor(email);
  if (wrongCodeFirst) {
    await page.getByLabel('Confirmation Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Confirm Card Error', 'The confirmation code is incorrect').waitFor();
    expect(await controlsUnderToasts(page)).toEqual([]);
  }
  await page.getByLabel('Confirmation Code').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`${app.url}/login`);
  await toast(page, 'Success', 'Your account has been confirmed.').waitFor();
  // The wrong code's toast went with the screen it was about.
  expect(await page.getByRole('alertdialog', { name: 'Confirm Card Error' }).count()).toBe(0);
}

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(`${app.url}/about`);
  await toast(page, 'Success', 'You have successfully logged in.').waitFor();
  expect(await page.getByRole('alertdialog').count()).toBe(1);
  expect(await controlsUnderToasts(page)).toEqual([]);
}

describe('accounts in the browser', () => {
  it('signs up, confirms with the mailed code (a wrong one first), logs in to /about, and logs out to /login, no toast outliving its screen', async () => {
    const email = uniqueEmail();
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await signUpAndConfirm(page, email, { wrongCodeFirst: true });
      expect(await page.getByLabel('Email Address').inputValue()).toBe(email);
      await logIn(page, email);
      await page.getByRole('heading', { level: 1, name: 'Your Information' }).waitFor();
      expect((await context.cookies()).some((cookie) => cookie.name.startsWith('JourneyIdentity'))).toBe(true);

      await page.getByRole('button', { name: 'Account' }).click();
      const popover = page.getByRole('dialog', { name: 'Account' });
      await popover.getByText(email).waitFor();
      await popover.getByRole('button', { name: 'Log Out' }).click();
      await page.waitForURL(`${app.url}/login`);
      await toast(page, 'Error', sessionInvalidMessage).waitFor();
      expect((await context.cookies()).some((cookie) => cookie.name.startsWith('JourneyIdentity'))).toBe(false);

      await page.goto(`${app.url}/about`);
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign In' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('sends a browser that holds the identity cookie but has no session on the server to /login, saying so', async () => {
    const email = uniqueEmail();
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await signUpAndConfirm(page, email);
      await logIn(page, email);
      await page.getByRole('heading', { level: 1, name: 'Your Information' }).waitFor();
      // The server's session is gone (its cookie with it) while the browser still believes it is signed in.
      await context.clearCookies({ name: 'transfer.sid' });
      expect((await context.cookies()).some((cookie) => cookie.name.startsWith('JourneyIdentity'))).toBe(true);

      await page.goto(`${app.url}/about`);
      await page.waitForURL(`${app.url}/login`);
      await toast(page, 'Error', sessionInvalidMessage).waitFor();
      expect((await context.cookies()).some((cookie) => cookie.name.startsWith('JourneyIdentity'))).toBe(false);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('asks "Still working?" a minute before 15 idle minutes, then logs out with the inactivity message', async () => {
    const email = uniqueEmail();
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.clock.install();
      await signUpAndConfirm(page, email);
      await logIn(page, email);
      await page.getByRole('heading', { level: 1, name: 'Your Information' }).waitFor();

      await page.clock.fastForward('13:50');
      expect(await page.getByRole('alertdialog', { name: 'Still working?' }).count()).toBe(0);
      await page.clock.fastForward('00:10');
      const modal = page.getByRole('alertdialog', { name: 'Still working?' });
      await modal.waitFor();
      await modal.getByRole('button', { name: 'Yes - Take me back to my application' }).waitFor();
      await modal.getByRole('button', { name: 'No - Please log me out' }).waitFor();

      await page.clock.fastForward('01:00');
      await page.waitForURL(`${app.url}/login`);
      await toast(page, 'Error', inactivityLogoutMessage).waitFor();
      expect((await context.cookies()).some((cookie) => cookie.name.startsWith('JourneyIdentity'))).toBe(false);
    } finally {
      await context.close();
    }
  });
});
