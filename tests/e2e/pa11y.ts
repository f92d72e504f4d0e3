// pa11y with both of its runners (HTML_CodeSniffer and axe) on a screen of the running app, in Debian's Chromium.
import pa11y from 'pa11y';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { chromiumPath } from './browser';

export type Pa11yBrowser = Browser;
export type Pa11yPage = Page;

export function launchPa11yBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

/**
 * The errors pa11y reports at WCAG 2 AA on the page as it stands (loaded and made ready by the caller). Both runners'
 * "needs review" results count as errors, as pa11y counts them by default; `ignore` names the codes a screen is
 * excused from and `hideElements` the elements pa11y leaves out, each for a reason its caller gives.
 */
export async function pa11yErrors(
  browser: Browser,
  page: Page,
  width: number,
  { ignore = [], hideElements }: { ignore?: string[]; hideElements?: string } = {},
): Promise<string[]> {
  const { issues } = await pa11y(page.url(), {
    browser,
    page,
    ignoreUrl: true,
    runners: ['htmlcs', 'axe'],
    standard: 'WCAG2AA',
    viewport: { width, height: 900 },
    timeout: 30_000,
    ignore,
    hideElements,
  });
  return issues
    .filter((issue) => issue.type === 'error')
    .map((issue) => `${issue.runner} ${issue.code}: ${issue.message} (${issue.selector})`);
}
