// Prints the read-only view's page of one application in Chromium: set into a kept page where no script runs and no
// request leaves (Chromium.withKeptPage), then page.pdf — US Letter, tagged, bookmarked from its headings, every page
// headed with who and which application, and numbered.
import escapeHtml from 'escape-html';
import { printTimeLimitMs, type Chromium } from '../chromium';
import { pageNumberLabel, type RunningHeads } from './running-heads';

/** `signal` aborting closes the page and stops the print. */
export type PrintView = (html: string, heads: RunningHeads, signal?: AbortSignal) => Promise<Uint8Array>;

/** US Letter with margins that leave room for the header and footer; the converted documents are Letter too. */
export const pageMargins = { top: '0.85in', bottom: '0.75in', left: '0.75in', right: '0.75in' };

const headStyle =
  'font-family: Helvetica, Arial, sans-serif; font-size: 8pt; color: #4a4a4a; width: 100%; margin: 0 0.75in; display: flex; justify-content: space-between; gap: 12pt;';

/** The header and footer are HTML that Chromium prints on each page: every text in them escaped. */
function headerTemplate({ header }: RunningHeads): string {
  const [left, middle, right] = header.map((text) => `<span>${escapeHtml(text)}</span>`);
  return `<div style="${headStyle} border-bottom: 0.5pt solid #b0b0b0; padding-bottom: 3pt;">${left}${middle}${right}</div>`;
}

function footerTemplate({ footer }: RunningHeads): string {
  return `<div style="${headStyle}"><span>${escapeHtml(footer)}</span><span>${pageNumberLabel('<span class="pageNumber"></span>')}</span></div>`;
}

export function viewPrinter(chromium: Pick<Chromium, 'withKeptPage'>): PrintView {
  return (html, heads, signal) =>
    chromium.withKeptPage(async (page) => {
      // 'load': the page asks for nothing, and whatever it would ask for is refused at once.
      await page.setContent(html, { waitUntil: 'load', timeout: printTimeLimitMs });
      return page.pdf({
        format: 'Letter',
        margin: pageMargins,
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: headerTemplate(heads),
        footerTemplate: footerTemplate(heads),
        tagged: true,
        outline: true,
      });
    }, signal);
}
