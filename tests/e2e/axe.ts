// axe-core in a page under test: the accessibility rules each screen must pass (labels, names, roles, contrast, landmarks).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { Page as PuppeteerPage } from 'puppeteer';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

type Axe = { run(context: { exclude: string[][] }): Promise<{ violations: Violation[]; incomplete: Violation[] }> };

/**
 * axe's violations on the page as it stands, each as "rule: help (elements)". axe is evaluated through the
 * browser's devtools protocol, which the app's Content-Security-Policy (no inline script) does not apply to.
 * react-aria's live announcer is left out: after a pending button unmounts (Submit, navigating away), its
 * announcement still names the button's id for a few seconds, which axe reads as an image without a name.
 * `contrastJudgedIn`: under that selector, colour contrast axe could not judge (a glyph, say) counts as a violation too.
 */
export async function accessibilityViolations(
  page: Page | PuppeteerPage,
  { contrastJudgedIn }: { contrastJudgedIn?: string } = {},
): Promise<string[]> {
  // Playwright's and puppeteer's pages evaluate alike (the accessibility test runs pa11y, on puppeteer, in the same page).
  const evaluate = page.evaluate.bind(page) as Page['evaluate'];
  await evaluate(axeSource);
  const found = await evaluate(async (judged) => {
    const axe = (window as unknown as { axe: Axe }).axe;
    const { violations, incomplete } = await axe.run({ exclude: [['[data-live-announcer]']] });
    if (!judged) return violations;
    const undecided = incomplete
      .filter((result) => result.id === 'color-contrast')
      .map((result) => ({
        ...result,
        nodes: result.nodes.filter((node) => document.querySelector(judged)?.contains(document.querySelector(node.target[0]))),
      }))
      .filter((result) => result.nodes.length > 0);
    return [...violations, ...undecided];
  }, contrastJudgedIn);
  return found.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
