// The service view in Chromium against the built app: a student's application read through a token from the CLI's service-token — the server's page, read with JavaScript off: who and which application, every page, [X] and [ ], no control or step bar, typed markup as text — and wrong and expired tokens refused.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplication } from '../../form/src/testing/valid-application';
import { repoRoot, startApp, type RunningApp } from './app-process';
import { accessibilityViolations } from './axe';
import { launchBrowser } from './browser';
import { dropDatabase, dropRedisKeys, throwawayDatabaseUrl, throwawayRedisPrefix } from './databases';
import { CodeCatcher } from './students';

const databaseUrl = throwawayDatabaseUrl('e2e_service_view');
const redisPrefix = throwawayRedisPrefix();
const cliScript = path.join(repoRoot, 'server', 'dist', 'server', 'src', 'cli.js');
const password = 'Service-View-Pass-2024!';
const typedMarkup = '<script>alert("typed")</script>';
const refusal = 'This link to the application is not valid or has expired.';

const mail = new CodeCatcher();

let app: RunningApp;
let browser: Browser;
/** Minted once by the CLI, which boots the whole server for it (many seconds on a busy machine). */
let token: string;
const email = `applicant.${randomBytes(4).toString('hex')}@example.edu`;

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
}

/** A confirmed student who filled in the whole application, two colleges and the transcript's "later" tab. */
async function studentWithApplication(): Promise<void> {
  await post('/public/signup', { username: email, password });
  await post('/public/confirm', { username: email, code: await mail.codeFor(email) });
  const context = await browser.newContext();
  try {
    const { request } = context;
    expect((await request.post(`${app.url}/public/login`, { data: { username: email, password } })).ok()).toBe(true);
    const answers = {
      ...validApplication,
      preferred_name: typedMarkup,
      conviction: 'Y',
      conviction_comment: 'A speeding ticket in 2021.',
      college_2_name: 'Mt. Hood Community College',
      college_2_city: 'Gresham',
    };
    // The second college shows once added: the server keeps no answer of a question it hides.
    expect((await request.put(`${app.url}/api/add-another`, { data: { button_id: 'college', num_components: 2 } })).ok()).toBe(true);
    expect((await request.put(`${app.url}/api/answer`, { data: answers })).ok()).toBe(true);
    expect((await request.put(`${app.url}/api/tabs`, { data: { tab_id: 'transcript', chosen_tab: 'later' } })).ok()).toBe(true);
  } finally {
    await context.close();
  }
}

/** A token from the CLI, as staff get one. */
function serviceToken(): string {
  const result = spawnSync(process.execPath, [cliScript, 'service-token', email], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_PREFIX: redisPrefix, WORKERS: 'off' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim().split('\n').at(-1)!;
}

/** One statement on the app's database. */
async function query<Row extends pg.QueryResultRow>(text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Staff's browser: no student session of its own. */
async function openServiceView(context: BrowserContext, token: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app.url}/about?service_token=${encodeURIComponent(token)}`);
  return page;
}

beforeAll(async () => {
  app = await startApp({
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    SMTP_URL: await mail.start(),
    WORKERS: 'off',
  });
  browser = await launchBrowser();
  await studentWithApplication();
  token = serviceToken();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mail.stop();
  await dropDatabase(databaseUrl);
  await dropRedisKeys(redisPrefix);
});

describe('the service view in the browser', () => {
  it("shows a student's whole application read-only through a token from the CLI, with no script at all", async () => {
    // The page is the server's: it reads whole with JavaScript off, and asks for nothing more.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    try {
      const requests: string[] = [];
      context.on('request', (request) => requests.push(new URL(request.url()).pathname));
      const page = await openServiceView(context, token);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      expect(requests).toEqual(['/about']);

      expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Your Information', 'Your Education', 'Submit']);
      expect(await page.locator('input, button, select, textarea, [contenteditable]').count()).toBe(0);
      expect(await page.getByRole('navigation').count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);

      const text = await page.locator('main').innerText();
      // Who and which application: the number the applications domain gave it; not submitted yet, so no date.
      const [{ number }] = await query<{ number: number }>('SELECT number FROM application');
      expect(text).toMatch(new RegExp(`Application number\\s+${number}`));
      expect(text).not.toContain('Submitted');
      expect(text).toContain('[X] Yes');
      expect(text).toContain('[ ] No');
      expect(text).toContain('A speeding ticket in 2021.');
      expect(text).toContain('Maria Lopez');
      expect(text).toContain('Mt. Hood Community College');
      expect(await page.getByRole('heading', { name: 'College 2' }).count()).toBe(1);
      expect(text).toContain('Send it later');
      expect(text).not.toContain('Upload a transcript');
      // What the student typed is text: shown as typed, never run.
      expect(await page.getByText(typedMarkup, { exact: true }).count()).toBe(1);
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
    // axe needs script of its own: the same page in a browser with JavaScript on, which the page has no use for.
    const scripted = await browser.newContext();
    try {
      const page = await openServiceView(scripted, token);
      expect(await page.locator('script').count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await scripted.close();
    }
  }, 90_000);

  it('refuses a wrong token and an expired one with a message, and shows no form', async () => {
    const context = await browser.newContext();
    try {
      const wrong = await openServiceView(context, 'not-a-token');
      expect(await wrong.getByRole('alert').innerText()).toContain(refusal);
      expect(await accessibilityViolations(wrong)).toEqual([]);
      expect(await wrong.locator('input, button, select, textarea').count()).toBe(0);

      await query("UPDATE service_token SET expires_at = now() - interval '1 minute'");
      const expired = await openServiceView(context, token);
      expect(await expired.getByRole('alert').innerText()).toContain(refusal);
      expect(await expired.locator('input, button, select, textarea').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});
