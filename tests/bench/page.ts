// The page benchmark (npm run bench:page): what /about costs a visitor and a signed-in student on a cold cache in
// headless Chromium against the built app — the gzip bytes of the JavaScript and CSS the browser requests, and the
// Largest Contentful Paint — the median of several loads; and the CPU the server and PostgreSQL spent on each load.
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { startApp, type RunningApp } from '../e2e/app-process';
import { launchBrowser } from '../e2e/browser';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';
import { postgresBackends, postgresCpuSince, treeCpuMs } from './cpu';

const loads = Number(process.env.BENCH_LOADS ?? 7);
const password = 'Benchmark-Password-42';
const databaseUrl = throwawayDatabaseUrl('bench_page');
/** No request for this long: the page has loaded everything it will (its widgets load after the first render). */
const quietMs = 500;

interface Load {
  scriptBytes: number;
  styleBytes: number;
  files: number;
  lcp: number;
  /** The server's process tree's CPU and its database's backends', for the page and everything it asked for. */
  serverCpuMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Resolves once no request has been in flight for `quietMs`. */
function quiet(context: BrowserContext): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer = setTimeout(resolve, quietMs);
    const restart = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(resolve, quietMs);
    };
    context.on('request', () => {
      inFlight++;
      restart();
    });
    const done = () => {
      inFlight--;
      restart();
    };
    context.on('requestfinished', done);
    context.on('requestfailed', done);
  });
}

async function loadAbout(browser: Browser, app: RunningApp, signIn?: string): Promise<Load> {
  // A new context each time: nothing cached, no service worker, no connection reused.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (signIn) {
      const login = await context.request.post(`${app.url}/public/login`, { data: { username: signIn, password } });
      if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    }
    await context.addInitScript(() => {
      new PerformanceObserver((entries) => {
        (window as unknown as { lcp: number }).lcp = entries.getEntries().at(-1)!.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const bodies: Promise<{ type: string; bytes: number }>[] = [];
    context.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        bodies.push(response.body().then((body) => ({ type, bytes: gzipSync(body).length })));
      }
    });
    const page = await context.newPage();
    const cpuBefore = { server: treeCpuMs(app.child.pid!), postgres: postgresBackends(databaseUrl) };
    const settled = quiet(context);
    await page.goto(`${app.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'Your Information' }).waitFor();
    await settled;
    // The entry is reported a frame after the paint it measures.
    const lcp = (await (await page.waitForFunction(() => (window as unknown as { lcp?: number }).lcp)).jsonValue()) as number;
    const serverCpuMs = treeCpuMs(app.child.pid!) - cpuBefore.server + postgresCpuSince(databaseUrl, cpuBefore.postgres);
    const files = await Promise.all(bodies);
    const total = (type: string) => files.filter((file) => file.type === type).reduce((sum, file) => sum + file.bytes, 0);
    return { scriptBytes: total('script'), styleBytes: total('stylesheet'), files: files.length, lcp, serverCpuMs };
  } finally {
    await context.close();
  }
}

/** A confirmed student, signed up through the API with the code the server logs (no SMTP_URL here). */
async function confirmedStudent(app: RunningApp): Promise<string> {
  const email = `bench.${randomBytes(4).toString('hex')}@example.edu`;
  const post = (path: string, body: unknown) =>
    fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/public/signup', { username: email, password });
  for (let waited = 0; waited < 10_000; waited += 50) {
    const code = new RegExp(`${email}[\\s\\S]*?confirmation code is (\\d{6})`).exec(app.output())?.[1];
    if (code) {
      await post('/public/confirm', { username: email, code });
      return email;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no confirmation code for ${email} in the server log`);
}

function report(name: string, runs: Load[]) {
  const js = median(runs.map((run) => run.scriptBytes));
  const css = median(runs.map((run) => run.styleBytes));
  const lcps = runs.map((run) => run.lcp);
  console.log(
    `${name.padEnd(10)} JS ${kB(js)} kB + CSS ${kB(css)} kB = ${kB(js + css)} kB gzip in ${median(runs.map((run) => run.files))} files; ` +
      `LCP median ${median(lcps).toFixed(0)} ms (min ${Math.min(...lcps).toFixed(0)}, max ${Math.max(...lcps).toFixed(0)}) over ${runs.length} loads; ` +
      `server and PostgreSQL CPU ${(runs.reduce((sum, run) => sum + run.serverCpuMs, 0) / runs.length).toFixed(0)} ms a load (mean)`,
  );
}

async function main() {
  const app = await startApp({ DATABASE_URL: databaseUrl, WORKERS: 'off' });
  const browser = await launchBrowser();
  try {
    const student = await confirmedStudent(app);
    // A first load warms the server (its first queries, the file cache), not the browser.
    await loadAbout(browser, app);
    for (const [name, signIn] of [
      ['visitor', undefined],
      ['signed in', student],
    ] as const) {
      const runs: Load[] = [];
      for (let run = 0; run < loads; run++) runs.push(await loadAbout(browser, app, signIn));
      report(name, runs);
    }
  } finally {
    await browser.close();
    await app.stop();
    await dropDatabase(databaseUrl);
  }
}

await main();
