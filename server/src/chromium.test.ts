import { afterAll, describe, expect, it } from 'vitest';
import { Chromium } from './chromium';
import { loadConfig } from './config';
import { descendants } from './testing/processes';

const chromium = new Chromium(loadConfig({}).chromiumPath);
const browserProcesses = () => descendants().filter((info) => info.parent === process.pid && /chrom/i.test(info.name));

afterAll(() => chromium.close());

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

  it('closes its browser on close()', async () => {
    await chromium.withContext(async () => undefined);
    await chromium.close();
    expect(browserProcesses()).toEqual([]);
  });

  it('fails a job clearly when no Chromium is installed', async () => {
    await expect(new Chromium(undefined).withContext(async () => undefined)).rejects.toThrow(/Chromium is not installed/);
  });
});
