// Run by a test as a process of its own (as another user): prints a page in a kept page of the app's Chromium and holds
// it open, its renderer running, until its standard input closes, so that the test can read that renderer in /proc.
import { Chromium } from '../chromium';

const [chromiumPath] = process.argv.slice(2);
const chromium = new Chromium(chromiumPath);
const stdinClosed = new Promise((resolve) => process.stdin.on('end', resolve).resume());

chromium
  .withKeptPage(
    async (page) => {
      await page.setContent('<p>held open</p>');
      await page.pdf();
      process.stdout.write('printed\n');
      await stdinClosed;
    },
    undefined,
    60_000,
  )
  .finally(() => chromium.close())
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
