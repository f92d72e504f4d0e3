// The part of pa11y's API the accessibility test uses (pa11y ships no types).
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';

  interface Pa11yIssue {
    code: string;
    message: string;
    selector: string;
    runner: string;
    type: 'error' | 'warning' | 'notice';
  }

  interface Pa11yOptions {
    browser?: Browser;
    /** A page of `browser` to judge as it stands, with `ignoreUrl`. */
    page?: Page;
    ignoreUrl?: boolean;
    runners?: ('htmlcs' | 'axe')[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    viewport?: { width: number; height: number };
    timeout?: number;
    /** Issue codes left out of the report. */
    ignore?: string[];
    /** A CSS selector of elements left out of the checks. */
    hideElements?: string;
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<{ issues: Pa11yIssue[] }>;
}
