import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chromium, chromiumLimits, launchOptions, PrintTookTooLong } from './chromium';
import { loadConfig } from './config';
import { pdfText } from './testing/pdf-tools';
import { descendants } from './testing/processes';

const chromiumPath = loadConfig({}).chromiumPath;
const chromium = new Chromium(chromiumPath);
const browserProcesses = () => descendants().filter((info) => info.parent === process.pid && /chrom/i.test(info.name));

afterAll(() => chromium.close());

/** A server that a page asking for anything would reach: it counts what it is asked for. */
let site: Server;
let origin: string;
const requests: string[] = [];
beforeAll(async () => {
  site = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => site.close(resolve)));

/** A job that prints `html` and says in which page it did. */
const printing = (html: string) =>
  chromium.withKeptPage(async (page) => {
    await page.setContent(html, { waitUntil: 'load' });
    return { page, text: await pdfText(await page.pdf()) };
  });

describe('Chromium', () => {
  it('launches one browser lazily and prints each job in a kept page, a page each for jobs at the same time', async () => {
    expect(browserProcesses()).toEqual([]);
    const [first, second] = await Promise.all([printing('<p>first</p>'), printing('<p>second</p>')]);
    expect(first.page).not.toBe(second.page);
    expect(first.text).toContain('first');
    const third = await printing('<p>third</p>');
    expect([first.page, second.page]).toContain(third.page);
    expect(third.text).toContain('third');
    expect(third.text).not.toMatch(/first|second/);
    expect(browserProcesses()).toHaveLength(1);
  });

  it('prints a page that would need requests and scripts: nothing is fetched, nothing runs, and the print completes', async () => {
    const hostile = `<!doctype html><html><head>
      <link rel="stylesheet" href="${origin}/style.css">
      <style>@font-face { font-family: far; src: url(${origin}/font.woff2); } body { font-family: far; background: url(${origin}/background.png); }</style>
      </head><body>
      <p id="text">Printed without help</p>
      <img src="${origin}/pixel.png"><iframe src="${origin}/frame.html"></iframe>
      <script>document.getElementById('text').textContent = 'Script ran'; fetch('${origin}/script');</script>
      </body></html>`;
    const { text } = await printing(hostile);
    expect(text).toContain('Printed without help');
    expect(text).not.toContain('Script ran');
    expect(requests).toEqual([]);
  });

  it('closes the page of a job that failed, and launches a new browser after the old one was killed', async () => {
    const before = await printing('<p>before</p>');
    await expect(chromium.withKeptPage(() => Promise.reject(new Error('the job failed')))).rejects.toThrow('the job failed');
    const afterFailure = await printing('<p>after a failure</p>');
    expect(afterFailure.text).toContain('after a failure');

    const [killed] = browserProcesses();
    const disconnected = new Promise((resolve) => before.page.context().browser()!.once('disconnected', resolve));
    process.kill(killed.pid, 'SIGKILL');
    await disconnected;
    const afterKill = await printing('<p>after a kill</p>');
    expect(afterKill.text).toContain('after a kill');
    expect(afterKill.page.context().browser()).not.toBe(before.page.context().browser());
    expect(browserProcesses().map((info) => info.pid)).not.toContain(killed.pid);
  });

  it('closes the page of a job whose signal aborts, which stops its print, and fails the job with the reason', async () => {
    const stop = new AbortController();
    let used: Page | undefined;
    const job = chromium.withKeptPage(async (page) => {
      used = page;
      await page.setContent('<p>a long document</p>');
      stop.abort(new Error('the job took too long'));
      return page.pdf();
    }, stop.signal);
    await expect(job).rejects.toThrow('the job took too long');
    expect(used!.isClosed()).toBe(true);
    expect((await printing('<p>the next job</p>')).text).toContain('the next job');
  });

  it('closes the page of a job past its time limit and fails the job with PrintTookTooLong', async () => {
    let used: Page | undefined;
    const job = chromium.withKeptPage(
      async (page) => {
        used = page;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return page.pdf();
      },
      undefined,
      100,
    );
    await expect(job).rejects.toBeInstanceOf(PrintTookTooLong);
    expect(used!.isClosed()).toBe(true);
  });

  it('asks for its sandbox, except as root (where Chromium refuses it)', () => {
    expect(launchOptions('/usr/bin/chromium', 1000).chromiumSandbox).toBe(true);
    expect(launchOptions('/usr/bin/chromium', 0).chromiumSandbox).toBe(false);
  });

  it('prints, as a user other than root, in a renderer under seccomp, in namespaces of its own, niced, within its memory', async () => {
    // As root (CI) the test prints as nobody (65534), which the Dockerfile's user stands for; as another user, as itself.
    const asRoot = process.getuid?.() === 0;
    const home = mkdtempSync(path.join(tmpdir(), 'chromium-home-'));
    if (asRoot) chownSync(home, 65534, 65534);
    const printer = spawn(
      process.execPath,
      ['-r', require.resolve('@swc-node/register'), path.join(__dirname, 'testing', 'print-and-hold.ts'), chromiumPath!],
      {
        ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
        cwd: home,
        env: { ...process.env, HOME: home, SWC_NODE_PROJECT: path.join(__dirname, '..', 'tsconfig.json') },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    try {
      const [printed] = await Promise.race([once(printer.stdout!, 'data'), once(printer, 'exit')]);
      expect(String(printed)).toBe('printed\n');
      const isRenderer = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
      const renderers = descendants(printer.pid).filter((info) => isRenderer(info.pid));
      expect(renderers.length).toBeGreaterThan(0);
      for (const { pid } of renderers) {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        // 2: a seccomp-bpf filter; without the sandbox, 0.
        expect(status).toMatch(/^Seccomp:\s+2$/m);
        // Its own PID namespace: its pid in there differs from the one seen here.
        expect(/^NSpid:\s+(.+)$/m.exec(status)![1].split(/\s+/)).toHaveLength(3);
        expect(getPriority(pid)).toBe(getPriority() + chromiumLimits.niceness);
        const dataLimit = /^Max data size\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'))![1];
        expect(Number(dataLimit)).toBe(chromiumLimits.memoryBytesEach);
      }
      printer.stdin!.end();
      const [exitCode] = await once(printer, 'exit');
      expect(exitCode).toBe(0);
    } finally {
      printer.kill();
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('closes its browser on close()', async () => {
    await printing('<p>one more</p>');
    await chromium.close();
    expect(browserProcesses()).toEqual([]);
  });

  it('fails a job clearly when no Chromium is installed', async () => {
    await expect(new Chromium(undefined).withKeptPage(async () => undefined)).rejects.toThrow(/Chromium is not installed/);
  });
});
