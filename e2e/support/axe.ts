import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA (quality.md): the rules of every level up to it, and axe's best practices (landmarks …). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Rules axe still calls experimental, so no tag turns them on; WCAG 2.5.3 "label in name" is one of them. */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * axe-core's violations on the page, or only inside `include` (CSS selectors) for a spec about one area, as
 * "rule: targets" lines that name what to fix in a failure message.
 */
export async function axeViolations(page: Page, include: readonly string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES }).withTags(AXE_TAGS);
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No axe violation on the page (or inside `include`). */
export async function expectNoAxeViolations(page: Page, include: readonly string[] = []): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([]);
}
