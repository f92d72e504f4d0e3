// Single sign-on in Chromium: the sign-in page's button, a real provider's login and consent pages, back signed in; a stranger told why.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../server/src/testing/free-port';
import { startOpenIdProvider, type TestOpenIdProvider } from '../../server/src/testing/openid-provider';
import { startApp, type RunningApp } from './app-process';
import { accessibilityViolations } from './axe';
import { launchBrowser } from './browser';
import { dropRedisKeys, throwawayRedisPrefix } from './databases';
import { staffCommand } from './staff-tokens';

/** The run's database, whose staff the command line invites; the app's Redis keys its own. */
const databaseUrl = inject('databaseUrl');
const redisPrefix = throwawayRedisPrefix();

describe('single sign-on in the browser', () => {
  let idp: TestOpenIdProvider;
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    // The redirect URI the README has universities register.
    idp = await startOpenIdProvider(`${appUrl}/staff/sign-in/sso/callback`, { pages: true });
    [app, browser] = await Promise.all([
      startApp({
        DATABASE_URL: databaseUrl,
        REDIS_PREFIX: redisPrefix,
        WORKERS: 'off',
        PORT: String(port),
        APP_URL: appUrl,
        STAFF_OIDC_ISSUER: idp.issuer,
        STAFF_OIDC_CLIENT_ID: idp.clientId,
        STAFF_OIDC_CLIENT_SECRET: idp.clientSecret,
        STAFF_OIDC_NAME: 'Example University',
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await idp?.close();
    await dropRedisKeys(redisPrefix);
  });

  /** From the app's sign-in page through the provider's login and consent pages, as `email`, in a browser of its own. */
  async function signInAs(email: string): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${app.url}/staff/sign-in`);
    await page.getByRole('link', { name: 'Sign in with Example University' }).click();
    await page.getByRole('heading', { name: 'Example University sign-in' }).waitFor();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    return page;
  }

  it('lets an invited member in on the staff pages, and sends an e-mail nobody invited back saying why', async () => {
    const member = `sso.${randomBytes(4).toString('hex')}@example.edu`;
    staffCommand(databaseUrl, 'staff:invite', member, '--role', 'reader');

    const signedIn = await signInAs(member);
    await signedIn.waitForURL(`${app.url}/graphql`);
    await signedIn.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Applications' }).click();
    await signedIn.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    await signedIn.context().close();

    const stranger = await signInAs(`stranger.${randomBytes(4).toString('hex')}@example.edu`);
    await stranger.waitForURL(`${app.url}/staff/sign-in?sso=not-staff`);
    await stranger.getByRole('alert').getByText('Your university account is not a member of staff here').waitFor();
    await stranger.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    expect(await accessibilityViolations(stranger)).toEqual([]);
    expect((await stranger.goto(`${app.url}/graphql`))?.status()).toBe(404);
    await stranger.context().close();
  });
});
