// One headless Chromium per process, launched on first use and again after a crash; a job gets a fresh context, or a page
// of its own in a context kept warm between jobs of one kind (its HTTP cache of the app's assets), cleared after each.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

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

/** A kind of job whose pages share one context, kept between jobs: made on first use, `setup` then (its routes). */
export interface KeptContext {
  name: string;
  options?: BrowserContextOptions;
  setup?: (context: BrowserContext) => Promise<void>;
  /**
   * Opens the next job's page (blank) as a job ends, so that the next job does not wait for a renderer to start: one
   * blank page more between jobs, for the time a new page takes (hundreds of milliseconds on a busy machine).
   */
  openAhead?: boolean;
}

/** A kept context and the blank page opened ahead for its next job, if any. */
interface Kept {
  context: BrowserContext;
  ahead?: Promise<Page>;
}

/**
 * What a page may have left in its context, cleared after each job (the HTTP cache, which holds only the app's public,
 * hashed assets, is kept: it is what keeps the context warm).
 */
const storageTypes = [
  'cookies',
  'local_storage',
  'indexeddb',
  'file_systems',
  'websql',
  'service_workers',
  'cache_storage',
  'shared_storage',
  'storage_buckets',
].join(',');

export class Chromium {
  private browser: Promise<Browser> | undefined;
  private readonly kept = new Map<string, Promise<Kept>>();

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

  /**
   * Runs `job` in a new page of the context kept for `kind`, closed after it; whatever the page stored (cookies, local
   * storage, IndexedDB, ...) is cleared before the next job, whose page starts from nothing but the HTTP cache. A job
   * that fails takes the context with it: the next one starts a fresh context.
   */
  async withKeptPage<T>(kind: KeptContext, job: (page: Page) => Promise<T>): Promise<T> {
    const kept = await this.keptContext(kind);
    const ahead = kept.ahead;
    kept.ahead = undefined;
    try {
      const opened = await ahead?.catch(() => undefined);
      const page = opened && !opened.isClosed() ? opened : await kept.context.newPage();
      const result = await job(page);
      await this.clearStorage(page);
      await page.close();
      if (kind.openAhead) this.openAhead(kept);
      return result;
    } catch (error) {
      await this.discard(kind.name, kept);
      throw error;
    }
  }

  /** Closes the browser, if one runs; the next job launches another. */
  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    this.kept.clear();
    await (await browser?.catch(() => undefined))?.close();
  }

  private keptContext(kind: KeptContext): Promise<Kept> {
    const existing = this.kept.get(kind.name);
    if (existing) return existing;
    const making = (async (): Promise<Kept> => {
      const browser = await this.launched();
      const context = await browser.newContext(kind.options);
      try {
        await kind.setup?.(context);
      } catch (error) {
        await context.close().catch(() => undefined);
        throw error;
      }
      // A crashed or killed browser closes its contexts: the next job makes another (in a new browser).
      context.once('close', () => {
        if (this.kept.get(kind.name) === making) this.kept.delete(kind.name);
      });
      return { context };
    })();
    this.kept.set(kind.name, making);
    making.catch(() => {
      if (this.kept.get(kind.name) === making) this.kept.delete(kind.name);
    });
    return making;
  }

  /** A blank page for the next job; if opening it fails, that job opens its own. */
  private openAhead(kept: Kept): void {
    const ahead = kept.context.newPage();
    ahead.catch(() => undefined);
    kept.ahead = ahead;
  }

  /** Everything the job's page stored, but the HTTP cache: its origin's storage (the only origin a kept page may reach) and cookies. */
  private async clearStorage(page: Page): Promise<void> {
    const context = page.context();
    const { origin } = new URL(page.url());
    if (origin !== 'null') {
      const session = await context.newCDPSession(page);
      try {
        await session.send('Storage.clearDataForOrigin', { origin, storageTypes });
      } finally {
        await session.detach().catch(() => undefined);
      }
    }
    await context.clearCookies();
  }

  private async discard(name: string, kept: Kept): Promise<void> {
    if (this.kept.get(name) && (await this.kept.get(name)!.catch(() => undefined)) === kept) this.kept.delete(name);
    await kept.context.close().catch(() => undefined);
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
