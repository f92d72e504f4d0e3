// The interaction benchmark (npm run bench:interaction): what /about feels like on a mid-range phone — Chromium at
// 390 px with the CPU slowed 4× — typing into First Name, opening and choosing in the Country select, and a Lighthouse
// mobile run; five interleaved rounds of this build and, with BENCH_COMPARE=<another built checkout>, of that one too
// (BENCH_ROUNDS rounds of interactions, Lighthouse in the first BENCH_LIGHTHOUSE_RUNS of them, 3 unless told).
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { errors, type Browser, type Page } from 'playwright-core';
import { repoRoot, startApp, type RunningApp } from '../e2e/app-process';
import { launchBrowser, waitForWholeFormPage } from '../e2e/browser';
import { dropDatabase, throwawayDatabaseUrl } from '../e2e/databases';

const interactionRounds = Number(process.env.BENCH_ROUNDS ?? 5);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const rounds = Math.max(interactionRounds, lighthouseRuns);
const typed = 'Maximiliana Josephine Arbuckle'; // 30 characters
const cpuSlowdown = 4;
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** Event Timing reports no event shorter than this: a keystroke with no entry took at most this long. */
const eventTimingFloor = 16;

interface Interactions {
  /** Per keystroke, the longest Event Timing duration of its events. */
  keystrokes: number[];
  openMs: number;
  /** The longest Event Timing duration of the events of the press that opens the Country list (INP's measure of it). */
  openEventMs: number;
  chooseMs: number;
}

interface LighthouseRun {
  score: number;
  lcpMs: number;
  /** Lighthouse's Total Blocking Time and Cumulative Layout Shift: what the score weighs besides the paints. */
  tbtMs: number;
  cls: number;
  bytes: number;
}

/** A round: its interactions, and Lighthouse's run when the round has one. */
type Round = Partial<Interactions> & Partial<LighthouseRun>;

type Timed = Window & { benchEvents: { interactionId: number; duration: number }[]; benchMarks: number[] };

/** What the page records: every event entry with an interaction, and the time of marks the benchmark asks for. */
function recordEvents() {
  const timed = window as unknown as Timed;
  timed.benchEvents = [];
  timed.benchMarks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId) timed.benchEvents.push({ interactionId: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** How long any one step of a round may take, even on a loaded machine, before the round is given up and run again. */
const stepLimitMs = 60_000;

/** A step of a round that did not finish in time: the round is run again, once. */
class StepTimeout extends Error {}

/** `work`, or a StepTimeout naming `step` after `limit` ms: no wait of the benchmark is for ever. */
async function within<T>(step: string, work: Promise<T>, limit = stepLimitMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeout(`${step}: no answer within ${limit / 1000} s`)), limit);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves after the frame that follows the work a step started has been painted. */
const afterNextPaint = (page: Page) =>
  within(
    'the next frame',
    page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );

type Timing = Window & { benchTiming?: Promise<number> };

/**
 * Milliseconds from the `trigger` event's start (its timeStamp) to the frame after `shown()` first holds. The listener
 * is in the page before `act` starts: a press sent while the listener was still on its way (DevTools evaluations and
 * input reach a busy renderer in no set order) went unseen, and the wait for it never ended.
 */
async function timeUntil(page: Page, trigger: string, shown: string, act: () => Promise<void>): Promise<number> {
  await within(
    `listening for ${trigger}`,
    page.evaluate(
      ({ trigger, shown }) => {
        (window as Timing).benchTiming = new Promise<number>((resolve) => {
          let start = 0;
          document.addEventListener(trigger, (event) => (start ||= event.timeStamp), { capture: true, once: true });
          const holds = new Function(`return (${shown})`) as () => boolean;
          const check = () => {
            if (start && holds()) {
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
            }
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
        });
      },
      { trigger, shown },
    ),
  );
  await within(trigger, act());
  return within(
    `${shown} after ${trigger}`,
    page.evaluate(() => (window as Timing).benchTiming!),
  );
}

/** The longest Event Timing duration among the events recorded since they were last cleared (`eventTimingFloor` if none). */
const longestEvent = (events: Timed['benchEvents']) => Math.max(eventTimingFloor, ...events.map((event) => event.duration));

async function interactionRound(browser: Browser, app: RunningApp): Promise<Interactions> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(stepLimitMs);
    await page.addInitScript(recordEvents);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${app.url}/about`);
    await waitForWholeFormPage(page, 'about');
    await page.waitForLoadState('networkidle');

    const firstName = page.locator('#first_name');
    await firstName.click();
    await afterNextPaint(page);
    await page.evaluate(() => ((window as unknown as Timed).benchEvents = []));
    for (const character of typed) {
      await page.keyboard.press(character === ' ' ? 'Space' : character);
      await afterNextPaint(page);
    }
    await page.waitForFunction((text) => (document.getElementById('first_name') as HTMLInputElement).value === text, typed);
    await page.waitForTimeout(200);
    const events = await page.evaluate(() => (window as unknown as Timed).benchEvents);
    const longest = new Map<number, number>();
    for (const { interactionId, duration } of events) longest.set(interactionId, Math.max(duration, longest.get(interactionId) ?? 0));
    const keystrokes = [...longest.values()];
    while (keystrokes.length < typed.length) keystrokes.push(eventTimingFloor);

    const country = page.locator('button#country, #country button').first();
    await country.scrollIntoViewIfNeeded();
    await afterNextPaint(page);
    await page.evaluate(() => ((window as unknown as Timed).benchEvents = []));
    const openMs = await timeUntil(page, 'pointerdown', `document.querySelector('[role=listbox] [role=option]') !== null`, () =>
      country.click(),
    );
    // Event Timing reports an event once the frame after it is painted: the press's entries are in after a moment.
    await page.waitForTimeout(200);
    const openEventMs = longestEvent(await page.evaluate(() => (window as unknown as Timed).benchEvents));
    await page.keyboard.type('Cana');
    await page.waitForTimeout(300);
    const chooseMs = await timeUntil(
      page,
      'keydown',
      `document.querySelector('[role=listbox]') === null && /Canada/.test(document.querySelector('button#country, #country button')?.textContent ?? '')`,
      () => page.keyboard.press('Enter'),
    );
    return { keystrokes, openMs, openEventMs, chooseMs };
  } finally {
    await context.close();
  }
}

/** Lighthouse's own page loads wait up to 45 s each; a run past this is stuck. */
const lighthouseLimitMs = 180_000;

/**
 * Lighthouse's mobile defaults (a mid-range phone: simulated slow 4G, CPU 4×) over Debian's Chromium, in a browser of
 * its own per run, closed (ending a stuck run) whatever happens.
 */
async function lighthouseRound(app: RunningApp): Promise<LighthouseRun> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await launchBrowser([`--remote-debugging-port=${port}`]);
  try {
    const result = await within(
      'Lighthouse',
      lighthouse(`${app.url}/about`, { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' }),
      lighthouseLimitMs,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      bytes: lhr.audits['total-byte-weight'].numericValue ?? NaN,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The 75th percentile: the value at or below which three quarters of them are. */
const p75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1];
const spread = (values: number[], digits = 0) =>
  values.length === 0
    ? '–'
    : `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

/** What was measured in `runs`, each present value of `pick` as given. */
const measured = (runs: Round[], pick: (run: Round) => number | undefined): number[] =>
  runs.map(pick).filter((value): value is number => value !== undefined);

function report(name: string, runs: Round[]) {
  const interactions = runs.filter((run): run is Round & Interactions => run.keystrokes !== undefined);
  const lighthouseScores = measured(runs, (run) => run.score);
  return [
    name,
    spread(interactions.map((run) => p75(run.keystrokes))),
    spread(interactions.map((run) => Math.max(...run.keystrokes))),
    spread(interactions.map((run) => run.openMs)),
    spread(interactions.map((run) => run.openEventMs)),
    spread(interactions.map((run) => run.chooseMs)),
    lighthouseScores.join(', '),
    spread(
      measured(runs, (run) => run.lcpMs && run.lcpMs / 1000),
      1,
    ),
    spread(measured(runs, (run) => run.tbtMs)),
    spread(
      measured(runs, (run) => run.cls),
      3,
    ),
    spread(measured(runs, (run) => run.bytes && run.bytes / 1000)),
  ];
}

type Build = { name: string; app: RunningApp; runs: Round[] };

/**
 * One round of one build, its interactions then Lighthouse (each when the round has them); a round that times out
 * somewhere is run again, once.
 */
async function measure(browser: Browser, build: Build, round: number): Promise<Round> {
  for (let attempt = 1; ; attempt++) {
    try {
      return {
        ...(round <= interactionRounds ? await interactionRound(browser, build.app) : {}),
        ...(round <= lighthouseRuns ? await lighthouseRound(build.app) : {}),
      };
    } catch (error) {
      const timedOut = error instanceof StepTimeout || error instanceof errors.TimeoutError;
      if (!timedOut || attempt === 2) throw error;
      console.error(`round ${round} ${build.name}: ${(error as Error).message.split('\n')[0]}; running the round again`);
    }
  }
}

async function main() {
  const builds = [{ name: 'this build', root: repoRoot }];
  if (process.env.BENCH_COMPARE)
    builds.unshift({ name: path.basename(process.env.BENCH_COMPARE), root: path.resolve(process.env.BENCH_COMPARE) });
  const apps = await Promise.all(
    builds.map(async (build, index) => {
      const databaseUrl = throwawayDatabaseUrl(`bench_interaction_${index}`);
      return {
        ...build,
        databaseUrl,
        app: await startApp({ DATABASE_URL: databaseUrl, WORKERS: 'off' }, [], build.root),
        runs: [] as Round[],
      };
    }),
  );
  // One Chromium for the interactions; Lighthouse gets one of its own each run.
  const browser = await launchBrowser();
  // The machine's load as each round starts: what else was running shows in every timing.
  const loads = [loadavg()[0]];
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const build of apps) {
        const run = await measure(browser, build, round);
        build.runs.push(run);
        loads.push(loadavg()[0]);
        console.error(
          `round ${round} ${build.name}: ${JSON.stringify({ ...run, keystrokes: undefined, p75: run.keystrokes && p75(run.keystrokes), max: run.keystrokes && Math.max(...run.keystrokes) })} load ${loads.at(-1)!.toFixed(1)}`,
        );
      }
    }
    console.log(
      `Chromium at 390 px, CPU ${cpuSlowdown}× slower, ${rounds} interleaved rounds (${interactionRounds} of interactions, ${lighthouseRuns} of Lighthouse); medians (min–max), Lighthouse's score of each run; load average (1 min) ${spread(loads, 1)} during the run on ${availableParallelism()} cores`,
    );
    console.log(
      '| build | keystroke p75 ms | longest keystroke ms | Country list shown ms | longest event opening it ms | Country chosen ms | Lighthouse scores | LCP s | TBT ms | CLS | bytes kB |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const build of apps) console.log(`| ${report(build.name, build.runs).join(' | ')} |`);
  } finally {
    await browser.close();
    for (const build of apps) {
      await build.app.stop();
      await dropDatabase(build.databaseUrl);
    }
  }
}

await main();
