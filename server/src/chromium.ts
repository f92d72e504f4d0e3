// One headless Chromium per process, launched on first use and again after a crash, in which jobs print the HTML they are
// given: each in a page kept between jobs, in one context where no script runs and every request is refused.
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';

/** Flags for a closed network: no GPU, nothing fetched in the background. */
const chromiumArgs = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * Limits on every Chromium process, the renderers that lay out students' documents included: niced, so that the web
 * server's process gets the CPU first, and at most this much private writable memory each (RLIMIT_DATA), past which
 * the process dies (its print then fails) rather than the machine swapping. Printing a short document, the renderer
 * holds about 290 MB of it and the browser process 230 MB; a 5,000 × 10 table took a renderer to 2.6 GB.
 */
export const chromiumLimits = { niceness: 10, memoryBytesEach: 1536 * 1024 * 1024 };

/**
 * Launches Chromium through `nice` and `prlimit` (util-linux), so that the limits hold from its first process on and
 * every process it forks (the zygote, then each renderer) inherits them. Playwright puts its own flags first, so the
 * browser's path and the limits reach the script by its environment.
 */
const launcher = path.resolve(__dirname, path.extname(__filename) === '.ts' ? '..' : '../../..', 'chromium-within-limits.sh');

/**
 * Chromium's sandbox confines each renderer (what reads a student's document) to its own user and PID namespaces and a
 * seccomp filter of system calls. Playwright turns it off unless asked (`chromiumSandbox`), and Chromium refuses it as
 * root: there (a CI machine, a container run as root) it runs with `--no-sandbox`, and a renderer exploit would have
 * this user's rights. As any other user it is on, and needs unprivileged user namespaces (README, Dockerfile).
 */
export function launchOptions(executablePath: string, uid = process.getuid?.()): LaunchOptions {
  return {
    executablePath: launcher,
    headless: true,
    args: chromiumArgs,
    chromiumSandbox: uid !== 0,
    env: {
      ...process.env,
      CHROMIUM_EXECUTABLE: executablePath,
      CHROMIUM_NICENESS: String(chromiumLimits.niceness),
      CHROMIUM_MEMORY_BYTES_EACH: String(chromiumLimits.memoryBytesEach),
    },
  };
}

/** A print is finished within this (unless its job gives another limit), or its page is closed and the job fails. */
export const printTimeLimitMs = 30_000;

/** The print went past its time limit: its page was closed. */
export class PrintTookTooLong extends Error {}

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
   * longer than `timeLimitMs`, the page is closed, which stops whatever it was doing (page.pdf too): the job then fails
   * with the signal's reason, or PrintTookTooLong.
   */
  async withKeptPage<T>(job: (page: Page) => Promise<T>, signal?: AbortSignal, timeLimitMs = printTimeLimitMs): Promise<T> {
    signal?.throwIfAborted();
    const printing = await this.printingContext();
    const page = printing.idle.pop() ?? (await printing.context.newPage());
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(new PrintTookTooLong(`the print took longer than ${timeLimitMs} ms`)), timeLimitMs);
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
      return Promise.reject(
        new Error('Chromium is not installed: apt-get install chromium-headless-shell (or chromium), or set CHROMIUM_PATH'),
      );
    }
    const launching = chromium.launch(launchOptions(this.executablePath));
    this.browser = launching;
    const forget = () => {
      if (this.browser === launching) this.browser = undefined;
    };
    // A crashed or killed browser disconnects: the next job launches a new one.
    launching.then((browser) => browser.on('disconnected', forget), forget);
    return launching;
  }
}
