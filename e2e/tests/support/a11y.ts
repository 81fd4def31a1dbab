// Accessibility checks (JIS X 8341-3 AA): axe-core with the WCAG 2.0/2.1/2.2 A+AA and best-practice rules
// on the page as it is. Serious and critical findings fail; moderate ones fail unless
// e2e/a11y-exceptions.json names the rule with a reviewed reason. `pagesOf` finds every page a
// customer can reach from the menus, the side panel and the footer, so a new page of any remote is
// checked without touching the tests.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/** The rule sets every check runs: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Exception {
  rule: string;
  reason: string;
  reviewedBy: string;
}
const exceptions: Exception[] = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../a11y-exceptions.json'), 'utf8')).exceptions;
const excepted = new Set(exceptions.map((e) => e.rule));

export interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** The findings on the page as it is now (every impact). */
export async function axeFindings(page: Page, scope?: string, skipRules: readonly string[] = []): Promise<Finding[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  if (scope) builder.include(scope);
  if (skipRules.length > 0) builder.disableRules([...skipRules]);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`),
  }));
}

/** The findings that fail the check: serious and critical, and moderate ones without a written exception. */
export const failing = (findings: readonly Finding[]): Finding[] =>
  findings.filter((f) => f.impact === 'serious' || f.impact === 'critical' || (f.impact === 'moderate' && !excepted.has(f.id)));

/**
 * Asserts the page (or the open drawer / prompt) has no failing finding; the message lists them.
 * `scope` limits the check to a part (the main area, when the layout around it was checked already).
 */
export async function expectAccessible(page: Page, view: string, scope?: string, skipRules: readonly string[] = []): Promise<void> {
  const bad = failing(await axeFindings(page, scope, skipRules));
  expect(bad, `${view}: ${JSON.stringify(bad, null, 2)}`).toEqual([]);
}

/** No audio or video of any kind, and the page says it is Japanese (the statement's 適用なし and 3.1.1). */
export async function expectNoMediaAndJapanese(page: Page, view: string): Promise<void> {
  const facts = await page.evaluate(() => ({
    media: document.querySelectorAll('audio, video, object, embed').length,
    lang: document.documentElement.lang,
  }));
  expect(facts, view).toEqual({ media: 0, lang: 'ja' });
}

/** Every same-origin page link of the logged-in layout: menus (with their submenus), side panel, footer. */
export async function pagesOf(page: Page): Promise<string[]> {
  const hrefs = new Set<string>();
  const collect = async () => {
    for (const href of await page.locator('a[href^="/portal/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      hrefs.add(href);
    }
  };
  await collect();
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });
  const top = nav.getByRole('menuitem');
  const count = await top.count();
  for (let i = 0; i < count; i++) {
    const item = top.nth(i);
    const title = (await item.innerText()).trim();
    if (!title) continue;
    // a submenu opens on hover (its popup is rendered then, and named by the item's aria-controls);
    // a plain item has none
    await nav.getByText(title, { exact: true }).hover();
    const popup = await item.getAttribute('aria-controls');
    if (popup) await expect(page.locator(`[id="${popup}"]`).getByRole('menuitem').first()).toBeVisible();
    await collect();
  }
  await page.mouse.move(0, 0);
  return [...hrefs].filter((h) => !h.startsWith('/portal/login') && !h.includes('/download')).sort();
}
