import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chromium, type KeptContext } from './chromium';
import { loadConfig } from './config';
import { descendants } from './testing/processes';

const chromium = new Chromium(loadConfig({}).chromiumPath);
const browserProcesses = () => descendants().filter((info) => info.parent === process.pid && /chrom/i.test(info.name));

afterAll(() => chromium.close());

/** A page that stores what it is told in local storage and a cookie, and a hashed, immutable script it loads. */
let site: Server;
let origin: string;
const requests: string[] = [];
beforeAll(async () => {
  site = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url?.startsWith('/asset.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' });
      return res.end('window.assetLoaded = true;');
    }
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-cache' });
    res.end('<!doctype html><script src="/asset.js"></script><p>page</p>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => site.close(resolve)));

const kind: KeptContext = { name: 'test pages' };
/** One job in a kept page: what it finds stored, then what it leaves behind. */
const storingJob = (value: string) =>
  chromium.withKeptPage(kind, async (page) => {
    await page.goto(`${origin}/page?job=${value}`);
    // Strings: the server compiles without the DOM's types.
    const found = (await page.evaluate(
      "({ stored: localStorage.getItem('job'), cookie: document.cookie, loaded: 'assetLoaded' in window })",
    )) as { stored: string | null; cookie: string; loaded: boolean };
    await page.evaluate(`localStorage.setItem('job', ${JSON.stringify(value)}); document.cookie = 'job=' + ${JSON.stringify(value)} + '; max-age=3600'`);
    return { found, context: page.context(), page };
  });

describe('Chromium', () => {
  it('launches one browser lazily and reuses it, with a fresh context per job that is closed after it', async () => {
    expect(browserProcesses()).toEqual([]);
    const [first, second] = await Promise.all([
      chromium.withContext(async (context) => {
        await context.addCookies([{ name: 'job', value: 'first', url: 'http://example.test' }]);
        return context;
      }),
      chromium.withContext(async (context) => context),
    ]);
    expect(first.browser()).toBe(second.browser());
    expect(browserProcesses()).toHaveLength(1);
    await expect(first.newPage()).rejects.toThrow(/closed/);
    expect(await chromium.withContext((context) => context.cookies())).toEqual([]);
  });

  it('launches a new browser after the old one was killed', async () => {
    const before = await chromium.withContext(async (context) => context.browser());
    const [killed] = browserProcesses();
    const disconnected = new Promise((resolve) => before!.once('disconnected', resolve));
    process.kill(killed.pid, 'SIGKILL');
    await disconnected;
    const after = await chromium.withContext(async (context) => {
      const page = await context.newPage();
      await page.setContent('<p>alive</p>');
      return { browser: context.browser(), text: await page.textContent('p') };
    });
    expect(after.browser).not.toBe(before);
    expect(after.text).toBe('alive');
    expect(browserProcesses().map((info) => info.pid)).not.toContain(killed.pid);
  });

  it('runs kept jobs each in a new page of one warm context: its HTTP cache kept, everything a page stored cleared', async () => {
    requests.length = 0;
    const first = await storingJob('first');
    const second = await storingJob('second');
    expect(second.context).toBe(first.context);
    expect(first.page.isClosed()).toBe(true);
    // Nothing the first job's page stored is seen by the second.
    expect(second.found).toEqual({ stored: null, cookie: '', loaded: true });
    // The immutable script came once, from the server; the second page had it from the context's cache.
    expect(requests.filter((url) => url === '/asset.js')).toHaveLength(1);
    expect(requests.filter((url) => url.startsWith('/page'))).toHaveLength(2);
    expect(await second.context.cookies()).toEqual([]);
  });

  it('opens a blank page ahead for the next job, when asked to', async () => {
    const ahead: KeptContext = { name: 'pages opened ahead', openAhead: true };
    const first = await chromium.withKeptPage(ahead, async (page) => page);
    // It opens as the first job ends, without holding it up.
    await expect.poll(() => first.context().pages().length).toBe(1);
    const [waiting] = first.context().pages();
    expect(waiting.url()).toBe('about:blank');
    const second = await chromium.withKeptPage(ahead, async (page) => {
      await page.goto(`${origin}/page`);
      return page;
    });
    expect(second).toBe(waiting);
    await expect.poll(() => first.context().pages().length).toBe(1);
    expect(first.context().pages()[0]).not.toBe(second);
  });

  it('gives up a kept context whose job failed, and one whose browser was killed', async () => {
    const before = (await storingJob('before')).context;
    await expect(chromium.withKeptPage(kind, () => Promise.reject(new Error('the job failed')))).rejects.toThrow('the job failed');
    const afterFailure = (await storingJob('after a failure')).context;
    expect(afterFailure).not.toBe(before);

    const [killed] = browserProcesses();
    const disconnected = new Promise((resolve) => afterFailure.browser()!.once('disconnected', resolve));
    process.kill(killed.pid, 'SIGKILL');
    await disconnected;
    const afterKill = await storingJob('after a kill');
    expect(afterKill.context).not.toBe(afterFailure);
    expect(afterKill.found).toEqual({ stored: null, cookie: '', loaded: true });
  });

  it('closes its browser on close()', async () => {
    await chromium.withContext(async () => undefined);
    await chromium.close();
    expect(browserProcesses()).toEqual([]);
  });

  it('fails a job clearly when no Chromium is installed', async () => {
    await expect(new Chromium(undefined).withContext(async () => undefined)).rejects.toThrow(/Chromium is not installed/);
  });
});
