// One headless Chromium per process, launched on first use and again after a crash; every job gets a fresh context.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** Flags for running as root on a closed network: no sandbox, no GPU, nothing fetched in the background. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export class Chromium {
  private browser: Promise<Browser> | undefined;

  /** `executablePath` is the config's `chromiumPath`; undefined fails the first job that needs a browser. */
  constructor(private readonly executablePath: string | undefined) {}

  /** Runs `job` in a context of its own, closed after it, so that nothing one job loads is seen by the next. */
  async withContext<T>(job: (context: BrowserContext) => Promise<T>, options?: BrowserContextOptions): Promise<T> {
    const context = await (await this.launched()).newContext(options);
    try {
      return await job(context);
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  /** Closes the browser, if one runs; the next job launches another. */
  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    await (await browser?.catch(() => undefined))?.close();
  }

  private launched(): Promise<Browser> {
    if (this.browser) return this.browser;
    if (!this.executablePath) {
      return Promise.reject(new Error('Chromium is not installed: apt-get install chromium, or set CHROMIUM_PATH'));
    }
    const launching = chromium.launch({ executablePath: this.executablePath, headless: true, args: chromiumArgs });
    this.browser = launching;
    const forget = () => {
      if (this.browser === launching) this.browser = undefined;
    };
    // A crashed or killed browser disconnects: the next job launches a new one.
    launching.then((browser) => browser.on('disconnected', forget), forget);
    return launching;
  }
}
