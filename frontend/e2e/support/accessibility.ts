/**
 * axe-core in the journeys: runs the WCAG 2.x A/AA rules on the page as it is (an open dialog included)
 * and returns the serious and critical violations; and the horizontal-scroll check of small screens.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** The serious and critical axe-core violations of the page (WCAG 2.0/2.1/2.2 A and AA rules). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Colours are read once every transition and animation (tab switch, dialog fade, ripple) has ended.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.slice(0, 6).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
      }));
  });
}

/** Fails with the violations listed when axe finds a serious or critical one. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `axe-core on ${screen}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** The page does not scroll sideways: nothing is wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page, screen: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) {
    const wide = await page.evaluate((limit) => {
      return [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    }, width);
    expect.fail(`${screen} scrolls sideways at ${width} px (scrollWidth ${scrollWidth}): ${wide.join(', ')}`);
  }
}
