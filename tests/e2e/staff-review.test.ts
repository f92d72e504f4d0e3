// Review and decision in Chromium (docs/product.md §17): an admin selects three applications and assigns two readers in one go; each reader works through "My queue" by keyboard, submitting a review of each; the admin sees the averages, records a decision (a second admin's decision meanwhile is a conflict naming them), and the export shows it; axe on each new screen.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './axe';
import { launchBrowser } from './browser';
import { seedApplications, type SeededApplication } from './staff-applications';
import { staffTokens } from './staff-tokens';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
/** Every applicant of this file has an address here: searching it leaves out the other files' students. */
const domain = 'review-e2e.example';

describe('review and decision', { timeout: 60_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let seeded: SeededApplication[];
  let tokens: Record<string, string>;

  /** A page signed in with a staff token, as the sign-in page posts it. */
  async function staffPage(email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${baseUrl}/staff/sign-in`);
    const status = await page.evaluate(
      async (body) => (await fetch('/staff/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
      JSON.stringify({ token: tokens[email] }),
    );
    expect(status).toBe(200);
    return page;
  }

  beforeAll(async () => {
    seeded = await seedApplications(
      databaseUrl,
      [
        { first: 'Mary', last: 'Somerville', submitted: '2026-04-01T10:00:00Z' },
        { first: 'Emmy', last: 'Noether', submitted: '2026-04-02T10:00:00Z' },
        { first: 'Sofia', last: 'Kovalevskaya', submitted: '2026-04-03T10:00:00Z' },
      ],
      domain,
    );
    [tokens, browser] = await Promise.all([
      staffTokens(databaseUrl, {
        'dean@review-e2e.edu': 'admin',
        'provost@review-e2e.edu': 'admin',
        'ann@review-e2e.edu': 'reader',
        'bob@review-e2e.edu': 'reader',
      }),
      launchBrowser(),
    ]);
  }, 60_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  let admin: Page;
  const worklist = `${baseUrl}/staff/applications?q=${domain}&sort=SUBMITTED_ASC`;

  it('assigns two readers to a selection of three applications in one action, and says what it did', async () => {
    admin = await staffPage('dean@review-e2e.edu');
    await admin.goto(worklist);
    const table = admin.getByRole('grid', { name: 'Applications' });
    // Each row's checkbox, drawn over react-aria's hidden input, as a pointer presses it.
    for (const { name } of seeded)
      await table
        .getByRole('row', { name: new RegExp(name) })
        .locator('label.checkbox')
        .click();
    await admin.getByText('3 applications selected').waitFor();
    await admin.getByRole('button', { name: 'Assign readers…' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Assign readers' });
    await dialog.getByText('ann@review-e2e.edu').click();
    await dialog.getByText('bob@review-e2e.edu').click();
    expect(await accessibilityViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await admin.getByRole('status').filter({ hasText: '6 assignments made; 3 applications moved to In review.' }).waitFor();
    await expect.poll(() => table.getByRole('row', { name: /Mary Somerville/ }).innerText()).toContain('In review');
    expect(await accessibilityViolations(admin)).toEqual([]);
  });

  /** The reader's review of the open application, by keyboard: each rating's points by arrows, the comment typed, Enter on Submit. */
  async function reviewByKeyboard(page: Page, ratings: [number, number, number], comment: string) {
    const form = page.getByRole('form', { name: 'Your review' });
    await form.getByRole('radio', { name: 'Weak' }).first().focus();
    for (const [index, rating] of ratings.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      for (let point = 1; point < rating; point++) await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Tab');
    await page.keyboard.type(comment);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Your review is submitted.' }).waitFor();
  }

  it('lets each reader work through "My queue" by keyboard, oldest first, and submit each review once', async () => {
    const ratingsOf: Record<string, [number, number, number]> = { 'ann@review-e2e.edu': [5, 4, 3], 'bob@review-e2e.edu': [3, 3, 3] };
    for (const [email, ratings] of Object.entries(ratingsOf)) {
      const page = await staffPage(email);
      await page.goto(`${baseUrl}/staff/queue`);
      const queue = page.getByRole('grid', { name: 'My queue' });
      await expect.poll(() => queue.locator('.worklist-row__name').allInnerTexts()).toEqual(seeded.map((application) => application.name));
      if (email === 'ann@review-e2e.edu') expect(await accessibilityViolations(page)).toEqual([]);
      // Into the table, and Enter opens the oldest.
      await queue.focus();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain(seeded[0].name);
      await page.keyboard.press('Enter');
      for (const [index, application] of seeded.entries()) {
        await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(application.name);
        if (index === 0 && email === 'ann@review-e2e.edu') {
          // Blind until submitted: Ann sees her own form and no one else's review.
          expect(await page.getByRole('article').filter({ hasText: 'Review by' }).count()).toBe(0);
          expect(await accessibilityViolations(page)).toEqual([]);
        }
        await reviewByKeyboard(page, ratings, `Read by ${email}.`);
        // Submitted: read-only, and j goes on to the next in the queue.
        expect(await page.getByRole('form', { name: 'Your review' }).count()).toBe(0);
        if (index < seeded.length - 1) await page.keyboard.press('j');
      }
      // Bob, whose reviews came second, now reads Ann's beside his own.
      if (email === 'bob@review-e2e.edu') {
        expect(await page.getByRole('article', { name: 'Review by ann@review-e2e.edu' }).innerText()).toContain('5 – Outstanding');
      }
      await page.keyboard.press('Escape');
      await page.getByText('Nothing to review').waitFor();
    }
  });

  it('shows the admin the averages, records a decision, refuses a second one naming who made it, and exports the decision', async () => {
    await admin.goto(worklist);
    const table = admin.getByRole('grid', { name: 'Applications' });
    // Ann (5, 4, 3: 4) and Bob (3, 3, 3: 3): a mean of 3.5 on each.
    await expect.poll(() => table.getByRole('row', { name: /Mary Somerville/ }).innerText()).toMatch(/Ready for decision\s+2\s+3\.5/);

    const [mary, emmy] = seeded;
    await table.getByRole('row', { name: /Mary Somerville/ }).click();
    const panel = admin.getByRole('region', { name: 'Review' });
    await panel.getByText('Ready for decision').waitFor();
    await panel.getByRole('radiogroup', { name: 'Decision to record' }).getByText('Admit').click();
    await panel.getByRole('textbox', { name: 'Note' }).fill('Strong in every part.');
    await panel.getByRole('button', { name: 'Record decision' }).click();
    await panel.getByRole('status').filter({ hasText: 'Decision recorded: Admit.' }).waitFor();
    expect(await panel.innerText()).toContain('Strong in every part.');
    expect(await accessibilityViolations(admin)).toEqual([]);

    // Emmy's application read by this admin, decided meanwhile by another: the second decision is refused, naming them.
    await admin.goto(`${baseUrl}/staff/applications/${emmy.number}`);
    await panel.getByRole('button', { name: 'Record decision' }).waitFor();
    const asProvost = async (query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens['provost@review-e2e.edu']}` },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { data: Record<string, Record<string, unknown>> }).data;
    };
    const { applicationReview } = await asProvost('query($id: ID!) { applicationReview(applicationId: $id) { version } }', { id: emmy.id });
    const decided = await asProvost(
      'mutation($id: ID!, $v: Int!) { recordDecision(applicationId: $id, decision: waitlist, expectedVersion: $v) { stage } }',
      { id: emmy.id, v: applicationReview.version },
    );
    expect(decided).toEqual({ recordDecision: { stage: 'decided' } });
    await panel.getByRole('radiogroup', { name: 'Decision to record' }).getByText('Deny').click();
    await panel.getByRole('button', { name: 'Record decision' }).click();
    await expect.poll(() => panel.getByRole('alert').innerText()).toMatch(/^provost@review-e2e\.edu recorded a decision at \d{4}-/);
    await expect.poll(() => panel.innerText()).toContain('Waitlist');

    // The export of the worklist: Mary admitted, Emmy waitlisted, Sofia still to decide.
    await admin.goto(worklist);
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: /Export CSV/ }).click()]);
    // The labels' header row first, then the keys' (the columns named below), then the applications.
    const [, keys, ...lines] = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
    const columns = keys.split(',');
    const cell = (line: string, column: string) => line.split(',')[columns.indexOf(column)];
    const byEmail = (email: string) => lines.find((line) => line.includes(email))!;
    expect([cell(byEmail(mary.email), 'stage'), cell(byEmail(mary.email), 'decision')]).toEqual(['Decided', 'admit']);
    expect(cell(byEmail(mary.email), 'average_rating')).toBe('3.5');
    expect(cell(byEmail(emmy.email), 'decision')).toBe('waitlist');
    expect(cell(byEmail(seeded[2].email), 'stage')).toBe('Ready for decision');
  });
});
