// Launches Debian's Chromium through playwright-core with the flags this closed network needs, and waits for a form page to be whole.
import { existsSync } from 'node:fs';
import { isVisible, pageDefinition, type FormPageId } from '@transfer/form';
import { chromium, type Browser, type Page } from 'playwright-core';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  if (!found) throw new Error('Chromium is not installed: apt-get install chromium, or set CHROMIUM_PATH');
  return found;
}

/** `extraArgs` add to the flags, for example a remote debugging port for Lighthouse. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/**
 * Waits until a form page has rendered every section that shows with no answers, and every node of them: a page renders
 * its first section before the browser paints, and the rest a few nodes at a time after it, which a busy machine may
 * finish after `networkidle` (a screen's height is kept for them until then).
 */
export async function waitForWholeFormPage(page: Page, pageId: FormPageId): Promise<void> {
  const sections = pageDefinition(pageId).sections.filter((section) => isVisible(section, { answers: {} }));
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll('main section.form-section').length >= count && document.querySelector('.form-sections__pending') === null,
    sections.length,
  );
}
