// The accessibility statement (/portal/accessibility) claims only what the tests back: every axe-core
// rule its results table cites is one the axe journeys run (the same rule sets) and belongs to that
// row's success criterion; its 「適用なし」 for the audio and video criteria and its 「適合」 for the
// page language rest on the public pages below and on the axe walk of every page a customer reaches
// (axe.spec.ts: no audio or video on any page; every page says it is Japanese).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '../support/test.ts';
import { expectAccessible, expectNoMediaAndJapanese, TAGS } from '../support/a11y.ts';
import { screens } from '../customer/customer.ts';

test('the statement: the standard and level, the 対応度, scope, date, method, results per criterion and known issues', async ({ page }) => {
  await page.goto('/portal/accessibility');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('アクセシビリティ方針');
  await expect(main).toContainText('JIS X 8341-3:2016');
  await expect(main).toContainText('適合レベルAAを目標');
  await expect(page.getByTestId('a11y-claim')).toHaveText('JIS X 8341-3:2016 の適合レベルAAに配慮');
  // JIS X 8341-3:2016 is WCAG 2.0: never "WCAG 2.2 相当"
  await expect(main).not.toContainText('2.2相当');
  await expect(main).not.toContainText('2.2 相当');
  for (const heading of ['対象範囲', '依存しているウェブコンテンツ技術', '表明日と試験の時期', '試験の方法', '既知の課題']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText(/表明日：\d{4}年\d{1,2}月\d{1,2}日/);
  await expect(main).toContainText('NVDA');
  await expect(main).toContainText('VoiceOver');
  // one row per level A and AA criterion: 38 of JIS X 8341-3:2016, 18 added by WCAG 2.1 and 2.2
  await expect(page.getByTestId('a11y-results-jis').locator('tbody tr')).toHaveCount(38);
  await expect(page.getByTestId('a11y-results-wcag22').locator('tbody tr')).toHaveCount(18);
  await expect(page.locator('tr[data-sc="3.1.1"] td').nth(1)).toHaveText('適合');
  await expect(page.locator('tr[data-sc="1.3.2"] td').nth(1)).toHaveText('未検証');

  // the rules the axe journeys run, with their criteria (axe tags them wcag111 …)
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const ran = new Map<string, string[]>();
  for (const rule of [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable]) ran.set(rule.id, rule.tags);
  const cited = await page
    .locator('tr[data-sc]')
    .evaluateAll((rows) =>
      rows.map((r) => ({ sc: r.getAttribute('data-sc') ?? '', rules: (r.getAttribute('data-axe') ?? '').split(' ').filter(Boolean) })),
    );
  expect(cited.length).toBe(56);
  for (const { sc, rules } of cited) {
    for (const rule of rules) {
      expect(ran.has(rule), `${sc}: the axe journeys do not run ${rule}`).toBe(true);
      expect(ran.get(rule), `${sc}: ${rule} is not a rule of ${sc}`).toContain(`wcag${sc.replace(/\./g, '')}`);
    }
  }

  await expectAccessible(page, 'the statement at 1366 px');
  await page.setViewportSize({ width: 320, height: 720 });
  await expectAccessible(page, 'the statement at 320 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screens(page, 'a11y-statement');
});

test('no public page has audio or video, and each is marked Japanese', async ({ page }) => {
  for (const href of ['/portal/login', '/portal/reset/password', '/portal/accessibility', '/portal/404']) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoMediaAndJapanese(page, href);
  }
});

// Every page of an individual and of a corporation is checked for audio, video and its language in
// the axe walk (axe.spec.ts), which renders each of them already: no second walk here.
