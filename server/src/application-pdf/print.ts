// Prints the service view of one application in Chromium: a new page in the one context kept for printing it (which may
// reach only the app, and is cleared after each job), the ready marker, page.pdf.
import escapeHtml from 'escape-html';
import type { BrowserContext } from 'playwright-core';
import type { Chromium, KeptContext } from '../chromium';

/** The service view sets this on its <main> once every page, add-another instance and tab has loaded. */
export const serviceReadySelector = 'main[data-service-ready="true"]';

export interface PrintRequest {
  /** A service token for the application: read-only, minutes long. */
  token: string;
  applicantName: string;
  applicationTitle: string;
}

export type PrintServiceView = (request: PrintRequest) => Promise<Uint8Array>;

/** US Letter with margins that leave room for the header and footer; the converted documents are Letter too. */
export const pageMargins = { top: '0.85in', bottom: '0.75in', left: '0.75in', right: '0.75in' };

const headerFooterStyle = 'font-family: Helvetica, Arial, sans-serif; font-size: 8pt; color: #4a4a4a; width: 100%; margin: 0 0.75in;';

/** Every page names the applicant and the application; the footer numbers the pages. Both are HTML: escaped. */
function headerTemplate(applicantName: string, applicationTitle: string): string {
  return `<div style="${headerFooterStyle} display: flex; justify-content: space-between; border-bottom: 0.5pt solid #b0b0b0; padding-bottom: 3pt;">
    <span>${escapeHtml(applicantName)}</span><span>${escapeHtml(applicationTitle)}</span></div>`;
}

function footerTemplate(applicantName: string): string {
  return `<div style="${headerFooterStyle} display: flex; justify-content: space-between;">
    <span>${escapeHtml(applicantName)}</span><span>Page <span class="pageNumber"></span></span></div>`;
}

/** Only the app's own origin is reached: anything else the page asks for (a font, a tracker, a typed URL) is refused. */
async function sameOriginOnly(context: BrowserContext, origin: string): Promise<void> {
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    return url.origin === origin ? route.continue() : route.abort('blockedbyclient');
  });
}

/** An error without the token: Playwright's messages quote the URL, and errors reach the logs and the PDF's row. */
function withoutToken(error: unknown, token: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(message.split(token).join('…'));
}

/** Milliseconds each phase of a print took, for the benchmark's breakdown (BENCH_PROFILE); `page` holds the page's own timings. */
export type PrintProfile = (phase: string, ms: number) => void;

export interface PrintOptions {
  timeoutMs?: number;
  profile?: PrintProfile;
}

/** What the page itself measured, relative to its navigation's start: the benchmark reads it when profiling. */
const pageTimings = `(() => {
  const [navigation] = performance.getEntriesByType('navigation');
  const resources = performance.getEntriesByType('resource');
  const end = (match) => Math.max(0, ...resources.filter((entry) => match.test(entry.name)).map((entry) => entry.responseEnd));
  return {
    'page: document received': navigation.responseEnd,
    'page: DOMContentLoaded': navigation.domContentLoadedEventEnd,
    'page: data requested': Math.min(...resources.filter((entry) => /\\/service\\/tmp-pdf/.test(entry.name)).map((entry) => entry.startTime)),
    'page: scripts received (last)': end(/\\.js(\\?|$)/),
    'page: data received (tmp-pdf, graphql)': end(/\\/service\\/tmp-pdf|\\/graphql/),
    'page: ready marker seen': performance.now(),
    'page: resources': resources.length,
  };
})()`;

/**
 * The context every service-view print runs in, kept between jobs so that its HTTP cache holds the app's scripts (public,
 * hashed, immutable): a job's page is its own and closed after it, its storage cleared, and its token in its address only.
 */
export function serviceViewContext(appUrl: string): KeptContext {
  const origin = new URL(appUrl).origin;
  return { name: `service-view ${origin}`, setup: (context) => sameOriginOnly(context, origin), openAhead: true };
}

export function servicePrinter(chromium: Pick<Chromium, 'withKeptPage'>, appUrl: string, options: PrintOptions = {}): PrintServiceView {
  const { timeoutMs = 30_000, profile } = options;
  const kind = serviceViewContext(appUrl);
  let last = 0;
  const phase = (name: string) => {
    if (!profile) return;
    const now = performance.now();
    if (name) profile(name, now - last);
    last = now;
  };
  return ({ token, applicantName, applicationTitle }) => {
    phase('');
    return chromium
      .withKeptPage(kind, async (page) => {
        phase('print: context + page opened');
        page.setDefaultTimeout(timeoutMs);
        await page.goto(`${appUrl}/about?service_token=${encodeURIComponent(token)}`, { waitUntil: 'domcontentloaded' });
        phase('print: goto (domcontentloaded)');
        await page.waitForSelector(serviceReadySelector, { state: 'attached' });
        phase('print: ready marker');
        if (profile) {
          for (const [name, ms] of Object.entries((await page.evaluate(pageTimings)) as Record<string, number>)) profile(name, ms);
          phase('');
        }
        // Web fonts finish loading before printing (a string: the server compiles without the DOM's types).
        await page.evaluate('document.fonts.ready.then(() => true)');
        phase('print: fonts ready');
        const pdf = await page.pdf({
          format: 'Letter',
          margin: pageMargins,
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: headerTemplate(applicantName, applicationTitle),
          footerTemplate: footerTemplate(applicantName),
          tagged: true,
          outline: true,
        });
        phase('print: page.pdf');
        return pdf;
      })
      .catch((error: unknown) => {
        throw withoutToken(error, token);
      });
  };
}
