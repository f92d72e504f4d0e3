// One headless Chromium per process, launched on first use and again after a crash, in which jobs print the HTML they are
// given: each in a page kept between jobs, in one context where no script runs and every request is refused.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Flags for a closed network: no GPU, nothing fetched in the background. */
const baseArgs = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * Chromium's sandbox confines each renderer (what reads a student's document) to its own namespaces and system calls.
 * It refuses to start as root, so there (a CI machine) it runs without: a renderer exploit would then have this user's rights.
 */
export function chromiumArgs(uid = process.getuid?.()): string[] {
  return uid === 0 ? ['--no-sandbox', ...baseArgs] : baseArgs;
}

/** A print is finished within this, or its page is closed and the job fails. */
export const printTimeLimitMs = 30_000;

/** Pages kept for the next jobs: one for each job that ran at the same time as others, up to this many. */
const keptPagesAtMost = 2;

/** The printing context and its pages waiting for a job. */
interface Printing {
  context: BrowserContext;
  idle: Page[];
}

export class Chromium {
  private browser: Promise<Browser> | undefined;
  private printing: Promise<Printing> | undefined;

  /** `executablePath` is the config's `chromiumPath`; undefined fails the first job that needs a browser. */
  constructor(private readonly executablePath: string | undefined) {}

  /**
   * Runs `job` in a page where JavaScript is off and every request is refused, so that a page prints the HTML it is
   * given and nothing else: a student's markup, a document's links and images, nothing runs and nothing is fetched. The
   * page is kept for a next job, which replaces its content: no renderer to start per job, the costly part of a print.
   * Jobs at the same time get a page each; a page whose job failed is closed. When `signal` aborts or the print takes
   * longer than `printTimeLimitMs`, the page is closed, which stops whatever it was doing (page.pdf too).
   */
  async withKeptPage<T>(job: (page: Page) => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    const printing = await this.printingContext();
    const page = printing.idle.pop() ?? (await printing.context.newPage());
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(new Error(`the print took longer than ${printTimeLimitMs} ms`)), printTimeLimitMs);
    const stop = signal ? AbortSignal.any([signal, limit.signal]) : limit.signal;
    const closePage = () => void page.close().catch(() => undefined);
    stop.addEventListener('abort', closePage, { once: true });
    let result: T;
    try {
      result = await job(page);
    } catch (error) {
      await page.close().catch(() => undefined);
      throw stop.aborted ? stop.reason : error;
    } finally {
      clearTimeout(timer);
      stop.removeEventListener('abort', closePage);
    }
    if (printing.idle.length < keptPagesAtMost && !page.isClosed()) printing.idle.push(page);
    else await page.close().catch(() => undefined);
    return result;
  }

  /** Closes the browser, if one runs; the next job launches another. */
  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    this.printing = undefined;
    await (await browser?.catch(() => undefined))?.close();
  }

  private printingContext(): Promise<Printing> {
    if (this.printing) return this.printing;
    const making = (async (): Promise<Printing> => {
      const context = await (await this.launched()).newContext({ javaScriptEnabled: false });
      // A crashed or killed browser closes its contexts: the next job makes another (in a new browser).
      context.once('close', () => {
        if (this.printing === making) this.printing = undefined;
      });
      await context.route('**', (route) => route.abort('blockedbyclient'));
      return { context, idle: [] };
    })();
    this.printing = making;
    making.catch(() => {
      if (this.printing === making) this.printing = undefined;
    });
    return making;
  }

  private launched(): Promise<Browser> {
    if (this.browser) return this.browser;
    if (!this.executablePath) {
      return Promise.reject(new Error('Chromium is not installed: apt-get install chromium-headless-shell (or chromium), or set CHROMIUM_PATH'));
    }
    const launching = chromium.launch({ executablePath: this.executablePath, headless: true, args: chromiumArgs() });
    this.browser = launching;
    const forget = () => {
      if (this.browser === launching) this.browser = undefined;
    };
    // A crashed or killed browser disconnects: the next job launches a new one.
    launching.then((browser) => browser.on('disconnected', forget), forget);
    return launching;
  }
}
