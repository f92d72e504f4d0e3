// pa11y on a page under test, with both its runners (HTML_CodeSniffer and axe): through puppeteer, connected to the
// very Chromium playwright drives, so that the page is checked as the test left it.
import net from 'node:net';
import pa11y from 'pa11y';
import type { Browser, Page } from 'playwright-core';
import puppeteer, { type Browser as PuppeteerBrowser } from 'puppeteer-core';
import { launchBrowser } from './browser';

export interface CheckedBrowser {
  browser: Browser;
  /**
   * pa11y's errors on `page` (its warnings and notices are not failures), each as "runner code: message (selector)".
   * `contrastJudgedElsewhereIn`: under that selector, colour contrast pa11y's axe (4.11) could not judge is left out;
   * the test must have the suite's axe (4.14, axe.ts) judge it there instead.
   */
  pa11yErrors(page: Page, options?: { contrastJudgedElsewhereIn?: string }): Promise<string[]>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The id Chromium knows a page by, which both drivers can ask for. */
async function targetId(session: { send(method: 'Target.getTargetInfo'): Promise<{ targetInfo: { targetId: string } }> }) {
  return (await session.send('Target.getTargetInfo')).targetInfo.targetId;
}

/** playwright's page as puppeteer sees it. */
async function puppeteerPage(checker: PuppeteerBrowser, page: Page) {
  const wanted = await targetId(await page.context().newCDPSession(page));
  for (const candidate of await checker.pages()) {
    const session = await candidate.createCDPSession();
    try {
      if ((await targetId(session)) === wanted) return candidate;
    } finally {
      await session.detach();
    }
  }
  throw new Error(`puppeteer finds no page at ${page.url()}`);
}

/** The test's Chromium, with a debugging port for puppeteer (and so pa11y) besides playwright's own pipe. */
export async function launchCheckedBrowser(): Promise<CheckedBrowser> {
  const port = await freePort();
  const browser = await launchBrowser([`--remote-debugging-port=${port}`]);
  // No viewport of puppeteer's own: each page keeps the one its test gave it.
  const checker = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  return {
    browser,
    async pa11yErrors(page, { contrastJudgedElsewhereIn } = {}) {
      const { issues } = await pa11y(page.url(), {
        browser: checker,
        page: await puppeteerPage(checker, page),
        ignoreUrl: true,
        runners: ['htmlcs', 'axe'],
        viewport: page.viewportSize()!,
      });
      const errors = issues.filter((issue) => issue.type === 'error');
      const judgedElsewhere = await page.evaluate(
        ({ scope, selectors }) =>
          selectors.map((selector) => !!scope && !!document.querySelector(scope)?.contains(document.querySelector(selector))),
        { scope: contrastJudgedElsewhereIn, selectors: errors.map((issue) => issue.selector) },
      );
      return errors
        .filter((issue, index) => !(issue.runner === 'axe' && issue.code === 'color-contrast' && judgedElsewhere[index]))
        .map((issue) => `${issue.runner} ${issue.code}: ${issue.message} (${issue.selector})`);
    },
    async close() {
      await checker.disconnect();
      await browser.close();
    },
  };
}
