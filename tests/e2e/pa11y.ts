// pa11y with both of its runners (HTML_CodeSniffer and axe) on a screen of the running app, in Debian's Chromium.
import pa11y from 'pa11y';
import puppeteer, { type Browser } from 'puppeteer';
import { chromiumPath } from './browser';

export type Pa11yBrowser = Browser;

export function launchPa11yBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

/**
 * The errors pa11y reports at WCAG 2 AA on the page at `url`, `width` px wide, once `readySelector` is in the page (a
 * form page is judged whole: every section rendered and laid out). Both runners' "needs review" results count as
 * errors, as pa11y counts them by default.
 */
export async function pa11yErrors(browser: Browser, url: string, width: number, readySelector: string): Promise<string[]> {
  const { issues } = await pa11y(url, {
    browser,
    runners: ['htmlcs', 'axe'],
    standard: 'WCAG2AA',
    viewport: { width, height: 900 },
    actions: [`wait for element ${readySelector} to be added`],
    timeout: 30_000,
  });
  return issues
    .filter((issue) => issue.type === 'error')
    .map((issue) => `${issue.runner} ${issue.code}: ${issue.message} (${issue.selector})`);
}
