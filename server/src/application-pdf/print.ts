// Prints the service view of one application in Chromium: a fresh context that may reach only the app, the ready marker, page.pdf.
import escapeHtml from 'escape-html';
import type { BrowserContext } from 'playwright-core';
import type { Chromium } from '../chromium';

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

export function servicePrinter(chromium: Pick<Chromium, 'withContext'>, appUrl: string, timeoutMs = 30_000): PrintServiceView {
  const origin = new URL(appUrl).origin;
  return ({ token, applicantName, applicationTitle }) =>
    chromium
      .withContext(async (context) => {
        await sameOriginOnly(context, origin);
        const page = await context.newPage();
        page.setDefaultTimeout(timeoutMs);
        await page.goto(`${appUrl}/about?service_token=${encodeURIComponent(token)}`, { waitUntil: 'domcontentloaded' });
        await page.waitForSelector(serviceReadySelector, { state: 'attached' });
        // Web fonts finish loading before printing (a string: the server compiles without the DOM's types).
        await page.evaluate('document.fonts.ready.then(() => true)');
        return page.pdf({
          format: 'Letter',
          margin: pageMargins,
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: headerTemplate(applicantName, applicationTitle),
          footerTemplate: footerTemplate(applicantName),
          tagged: true,
          outline: true,
        });
      })
      .catch((error: unknown) => {
        throw withoutToken(error, token);
      });
}
