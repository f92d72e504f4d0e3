// Documents in Chromium against the built app, its workers run apart (npm run worker): a student uploads a PNG through the file question by keyboard, sees it converted with its name and size (axe finds nothing), still sees it after a reload and deletes it once confirmed; and the transcript tabs switch both ways, stay put while a conversion waits for a worker, and discard a converted file only once confirmed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../server/src/testing/environment';
import { startApp, startWorker, type RunningApp, type RunningWorker } from './app-process';
import { accessibilityViolations } from './axe';
import { launchBrowser } from './browser';
import { dropDatabase, dropRedisKeys, throwawayDatabaseUrl, throwawayRedisPrefix } from './databases';
import { CodeCatcher, signedInContext } from './students';

const mail = new CodeCatcher();
// Redis keys of its own, so that no other app's workers take this app's conversions, whose job ids repeat from one
// database to the next.
const redisPrefix = throwawayRedisPrefix();
let environment: NodeJS.ProcessEnv;
let storageDir: string;
let app: RunningApp;
let worker: RunningWorker | undefined;
let browser: Browser;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'e2e-documents-'));
  environment = {
    DATABASE_URL: throwawayDatabaseUrl('e2e_documents'),
    REDIS_URL: testRedisUrl,
    REDIS_PREFIX: redisPrefix,
    STORAGE_DIR: storageDir,
    SMTP_URL: await mail.start(),
    WORKERS: 'off',
  };
  app = await startApp(environment);
  browser = await launchBrowser();
}, 180_000);

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mail.stop();
  await dropDatabase(String(environment.DATABASE_URL));
  await rm(storageDir, { recursive: true, force: true });
  await dropRedisKeys(redisPrefix);
});

async function openEducation(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${app.url}/education`);
  await page.getByRole('heading', { level: 1, name: 'Your Education' }).waitFor();
  return page;
}

/** A small real PNG: a corner of the page, as Chromium draws it. */
function pngOf(page: Page): Promise<Buffer> {
  return page.screenshot({ clip: { x: 0, y: 0, width: 60, height: 40 } });
}

/** Chooses `name` (a PNG) for the transcript question through its Choose button, clicked or (`byKeyboard`) pressed with Enter. */
async function chooseTranscript(page: Page, name: string, { byKeyboard = false } = {}): Promise<number> {
  const buffer = await pngOf(page);
  const chooser = page.waitForEvent('filechooser');
  const button = page.locator('#college_transcript');
  if (byKeyboard) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
  return buffer.length;
}

/** What GET /api/document-answer answers: the student's documents by answer key. */
async function documentAnswers(context: BrowserContext): Promise<Record<string, unknown>> {
  const response = await context.request.get(`${app.url}/api/document-answer`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

const transcriptQuestion = (page: Page) => page.getByRole('group', { name: 'Unofficial transcript from your most recent college' });

/** The Delete button a converted file shows. */
const deleteButton = (page: Page) => page.getByRole('button', { name: /^Delete Unofficial transcript/ });

describe('documents in the browser', () => {
  it('uploads a PNG by keyboard, shows its name and size once converted, keeps it across a reload, and deletes it once confirmed', async () => {
    worker = await startWorker(environment);
    const context = await signedInContext(browser, app.url, mail);
    try {
      const page = await openEducation(context);
      const size = await chooseTranscript(page, 'transcript.png', { byKeyboard: true });

      const question = transcriptQuestion(page);
      await deleteButton(page).waitFor({ timeout: 30_000 });
      expect(await question.innerText()).toContain(`transcript.png (${Math.max(1, Math.round(size / 1024))} KB)`);
      expect(await documentAnswers(context)).toMatchObject({
        college_transcript: { file_name: 'transcript.png', file_size: size },
      });
      // The conversion went through the app's own queue, under REDIS_PREFIX.
      const redis = new Redis(testRedisUrl);
      try {
        expect(await redis.keys(`${redisPrefix}:convert-document:*`)).not.toEqual([]);
      } finally {
        redis.disconnect();
      }

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Your Education' }).waitFor();
      await deleteButton(page).waitFor();
      expect(await transcriptQuestion(page).innerText()).toContain('transcript.png');
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.locator('#college_transcript').click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete this file?' });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await documentAnswers(context)).toHaveProperty('college_transcript');

      // By keyboard: Enter opens the question, Tab reaches Cancel then Delete file, focus comes back to the question.
      await page.locator('#college_transcript').focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      const focused = () => page.evaluate(() => document.activeElement?.textContent);
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Cancel');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Delete file');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: /^Choose a file/ }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('college_transcript');
      expect(await documentAnswers(context)).not.toHaveProperty('college_transcript');
    } finally {
      await context.close();
    }
  }, 180_000);

  it('switches the transcript tabs both ways, keeps the tab while a conversion waits, and discards a converted file once confirmed', async () => {
    const context = await signedInContext(browser, app.url, mail);
    const chosenTab = async () => ((await (await context.request.get(`${app.url}/api/tabs`)).json()) as { transcript?: string }).transcript;
    try {
      const page = await openEducation(context);
      const [upload, later] = [page.getByRole('tab', { name: 'Upload a transcript' }), page.getByRole('tab', { name: 'Send it later' })];
      const laterText = page.getByText('You can send your unofficial transcript to the Office of Admissions');
      // 'Send it later' then 'Upload a transcript': the tab without any answer is left as well as any other.
      await later.click();
      await laterText.waitFor();
      await expect.poll(chosenTab).toBe('later');
      await upload.click();
      await page.getByRole('button', { name: /^Choose a file/ }).waitFor();
      await expect.poll(chosenTab).toBe('upload');
      expect(await page.getByText('Error handling tabs for transcript').count()).toBe(0);

      await chooseTranscript(page, 'held.png');
      await transcriptQuestion(page).getByRole('status').getByText('Converting held.png').waitFor();
      await later.click();
      const wait = page.getByRole('alertdialog', { name: 'File Upload in Progress' });
      await wait.getByText('Please wait until the file upload has completed.').waitFor();
      await wait.getByRole('button', { name: 'OK' }).click();
      await wait.waitFor({ state: 'detached' });
      expect(await upload.getAttribute('aria-selected')).toBe('true');

      // A worker takes the conversion that waited; the page's poll sees it done.
      worker = await startWorker(environment);
      await deleteButton(page).waitFor({ timeout: 30_000 });

      // Leaving the tab would discard the file: asked first, as Delete asks; Cancel keeps both.
      const confirm = page.getByRole('alertdialog', { name: 'Delete this file?' });
      await later.click();
      await confirm.getByText('held.png will be removed from your application').waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await upload.getAttribute('aria-selected')).toBe('true');
      expect(await documentAnswers(context)).toHaveProperty('college_transcript');

      await later.click();
      await confirm.getByRole('button', { name: 'Delete file' }).click();
      await laterText.waitFor();
      expect(await documentAnswers(context)).not.toHaveProperty('college_transcript');
      await expect.poll(chosenTab).toBe('later');

      // And back again, with nothing left of the file.
      await upload.click();
      await page.getByRole('button', { name: /^Choose a file/ }).waitFor();
      await expect.poll(chosenTab).toBe('upload');
    } finally {
      await context.close();
    }
  }, 180_000);
});
