// The part of pa11y's JavaScript interface the accessibility test uses (pa11y ships no types).
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer-core';

  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    runner: string;
  }

  interface Pa11yOptions {
    browser: Browser;
    page: Page;
    ignoreUrl: true;
    runners: ('htmlcs' | 'axe')[];
    viewport: { width: number; height: number };
  }

  export default function pa11y(url: string, options: Pa11yOptions): Promise<{ issues: Pa11yIssue[] }>;
}
