// The staff reader in Chromium: a member of staff signs in with a token, filters and sorts the worklist (all in the address), opens an application, moves with j/k and back with Esc, sees the PDF inline, downloads the ZIP and the CSV, and finds what they did in the activity; axe at 1280 and 390 px.
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './axe';
import { launchBrowser } from './browser';
import { seedApplications, type SeededApplication } from './staff-applications';
import { staffToken } from './staff-tokens';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
/** Every applicant of this file has an address here: searching it leaves out the other files' students. */
const domain = 'reader-e2e.example';

describe('the staff reader', { timeout: 60_000 }, () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let seeded: SeededApplication[];
  const byName = (name: string) => seeded.find((application) => application.name === name)!;

  beforeAll(async () => {
    seeded = await seedApplications(
      databaseUrl,
      [
        { first: 'Ada', last: 'Lovelace', submitted: '2026-03-03T10:00:00Z' },
        { first: 'Grace', last: 'Hopper', submitted: '2026-03-01T10:00:00Z' },
        { first: 'Alan', last: 'Turing', submitted: '2026-03-04T10:00:00Z' },
        { first: 'Edsger', last: 'Dijkstra', submitted: '2026-03-02T10:00:00Z' },
        { first: 'Eve', last: 'Adams', submitted: null },
      ],
      domain,
    );
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    // The token from the command line, posted once as the sign-in page posts it: the staff session's cookie follows.
    await page.goto(`${baseUrl}/staff/sign-in`);
    const token = staffToken(databaseUrl, 'reader@example.edu');
    const status = await page.evaluate(
      async (body) => (await fetch('/staff/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
      JSON.stringify({ token }),
    );
    expect(status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const rowNames = () => page.locator('.worklist-row .worklist-row__name').allInnerTexts();
  const heading = () => page.getByRole('heading', { level: 1 }).innerText();

  it('filters, searches and sorts the worklist, every choice in the address', async () => {
    await page.goto(`${baseUrl}/staff/applications`);
    await page.getByRole('grid', { name: 'Applications' }).waitFor();
    page.setDefaultTimeout(10_000);
    // `/` puts the focus in the search; typing filters once one stops.
    await page.keyboard.press('/');
    await page.keyboard.type(domain);
    await page.waitForURL(/q=reader-e2e\.example/);
    await expect.poll(rowNames).toEqual(['Alan Turing', 'Ada Lovelace', 'Edsger Dijkstra', 'Grace Hopper', 'Eve Adams']);
    const statuses = page.getByRole('radiogroup', { name: 'Status' });
    await statuses.locator('.worklist-status', { hasText: 'Submitted' }).click();
    await page.waitForURL(/status=submitted/);
    await expect.poll(rowNames).toEqual(['Alan Turing', 'Ada Lovelace', 'Edsger Dijkstra', 'Grace Hopper']);
    await page.getByRole('columnheader', { name: /Name/ }).click();
    await page.waitForURL(/sort=NAME_ASC/);
    await expect.poll(rowNames).toEqual(['Edsger Dijkstra', 'Grace Hopper', 'Ada Lovelace', 'Alan Turing']);
    // The submission dates: typed into the date picker's segments.
    const from = page.getByRole('group', { name: 'Submitted from' });
    await from.getByRole('spinbutton', { name: /month/i }).pressSequentially('03022026');
    await page.waitForURL(/from=2026-03-02/);
    await expect.poll(rowNames).toEqual(['Edsger Dijkstra', 'Ada Lovelace', 'Alan Turing']);
    // The address alone gives the same list: a bookmark, or a colleague's link.
    const address = page.url();
    await page.goto(address);
    await expect.poll(rowNames).toEqual(['Edsger Dijkstra', 'Ada Lovelace', 'Alan Turing']);
    expect(await statuses.getByRole('radio', { name: /^Submitted/ }).isChecked()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('opens an application, moves with j and k in the list’s order, and goes back with Esc to the same row', async () => {
    await page.getByRole('row', { name: /Edsger Dijkstra/ }).click();
    await page.waitForURL(new RegExp(`/staff/applications/${byName('Edsger Dijkstra').number}\\?`));
    await expect.poll(heading).toBe('Edsger Dijkstra');
    await page.waitForLoadState('networkidle');
    // The next application was fetched ahead: it shows at once.
    const started = Date.now();
    await page.keyboard.press('j');
    await expect.poll(heading).toBe('Ada Lovelace');
    expect(Date.now() - started).toBeLessThan(1000);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('j');
    await expect.poll(heading).toBe('Alan Turing');
    await page.keyboard.press('k');
    await expect.poll(heading).toBe('Ada Lovelace');
    // Typing in the search moves nowhere.
    await page.getByRole('searchbox', { name: 'Search applications' }).fill('jk');
    expect(await heading()).toBe('Ada Lovelace');
    await page.getByRole('searchbox', { name: 'Search applications' }).blur();
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/staff\/applications\?.*sort=NAME_ASC/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-key]')?.getAttribute('data-key')))
      .toBe(String(byName('Ada Lovelace').number));
  });

  it('shows the application PDF inline beside the answers, and the documents one by one', async () => {
    const ada = byName('Ada Lovelace');
    const pdfResponse = page.waitForResponse((response) => response.url().includes(`/staff/applications/${ada.id}/pdf?disposition=inline`));
    await page.keyboard.press('Enter');
    await expect.poll(heading).toBe('Ada Lovelace');
    const response = await pdfResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline;/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(await page.locator('iframe.reader-documents__frame').getAttribute('title')).toBe('Application PDF');
    // The read-only answers: each question once, a choice by its label.
    const application = page.getByRole('article', { name: 'Application' });
    expect(await application.innerText()).toContain('[X] Full-time (12 or more credits a term)');
    await page.getByRole('radio', { name: /Unofficial transcript.*Transcript\.docx/ }).click();
    await expect
      .poll(() => page.locator('iframe.reader-documents__frame').getAttribute('src'))
      .toBe(`/staff/applications/${ada.id}/documents/college_transcript?disposition=inline`);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('downloads every file as one ZIP and the worklist as CSV, and records both in the activity', async () => {
    const ada = byName('Ada Lovelace');
    const [zipDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download all files (ZIP)' }).click(),
    ]);
    expect(zipDownload.suggestedFilename()).toBe(`${ada.number}-files.zip`);
    const zip = await JSZip.loadAsync(await readFile((await zipDownload.path())!));
    expect(Object.keys(zip.files)).toEqual([`${ada.number}-application.pdf`, `${ada.number}-college-transcript-Transcript.pdf`]);
    expect((await zip.file(`${ada.number}-application.pdf`)!.async('string')).startsWith('%PDF-')).toBe(true);

    await page.reload();
    const activity = page.getByRole('region', { name: 'Activity' });
    await expect.poll(() => activity.innerText()).toContain('Downloaded all files (ZIP) by reader@example.edu');
    expect(await activity.innerText()).toContain('Opened the application PDF by reader@example.edu');

    await page.keyboard.press('Escape');
    await page.getByRole('grid', { name: 'Applications' }).waitFor();
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Export CSV/ }).click()]);
    const lines = (await readFile((await csvDownload.path())!, 'utf8')).trimEnd().split('\n');
    // The labels a registrar reads (after a byte order mark), the keys, then the rows.
    expect(lines[0].startsWith('\uFEFFApplication ID,Account e-mail,')).toBe(true);
    expect(lines[1].startsWith('id,username,')).toBe(true);
    expect(lines.slice(2).map((line) => line.split(',')[1])).toEqual(
      ['Edsger Dijkstra', 'Ada Lovelace', 'Alan Turing'].map((name) => byName(name).email),
    );
  });

  it('reads well at 390 px: the table as cards, the reader’s documents below its answers', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('grid', { name: 'Applications' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('row', { name: /Ada Lovelace/ }).click();
    await expect.poll(heading).toBe('Ada Lovelace');
    const answers = await page.getByRole('article', { name: 'Application' }).boundingBox();
    const documents = await page.getByRole('complementary', { name: 'Documents' }).boundingBox();
    expect(documents!.y).toBeGreaterThan(answers!.y + answers!.height - 1);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
